import type { LoaderFunctionArgs } from "@remix-run/node";
import { api } from "~/api/index.server";
import { requireSession } from "~/auth/session.server";
import { pdfFromBackend } from "~/lib/pdf-response.server";

/**
 * GET /invoicedocuments/{invoiceId}-{LastName}.pdf: an invoice PDF (billing spec §9), streamed from the
 * backend's GET /invoice/document/{fileName}, which decides who may read it (docs/decisions/0199, 0212).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const auth = await requireSession(request, context);
  const fileName = params.fileName ?? "";
  return pdfFromBackend(fileName, () => api(auth).invoices.document(fileName));
}
