import type { LoaderFunctionArgs } from "@remix-run/node";
import { api } from "~/api/index.server";
import { requireSession } from "~/auth/session.server";
import { pdfFromBackend } from "~/lib/pdf-response.server";

/**
 * GET /creditnotes/{number}.pdf: a credit note's PDF (docs/decisions/0392), streamed from the backend's
 * GET /invoice/credit-note/{fileName}, which decides who may read it (as the invoice PDF, 0212).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const auth = await requireSession(request, context);
  const fileName = params.fileName ?? "";
  return pdfFromBackend(fileName, () => api(auth).invoices.creditNote(fileName));
}
