import type { LoaderFunctionArgs } from "@remix-run/node";
import { api } from "~/api/index.server";
import { pdfFromBackend } from "~/lib/pdf-response.server";

/** GET /pay/{invoiceId}/{token}/invoice.pdf: the invoice's PDF under its pay link (no login; the link decides). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const invoiceId = /^[1-9][0-9]{0,9}$/.test(params.invoiceId ?? "") ? Number(params.invoiceId) : 0;
  if (invoiceId === 0) return new Response("Not found", { status: 404 });
  return pdfFromBackend(`invoice-${invoiceId}.pdf`, () => api({ request }).payLinks.document(invoiceId, params.token ?? ""));
}
