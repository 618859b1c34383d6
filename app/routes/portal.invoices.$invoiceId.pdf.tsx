import type { LoaderFunctionArgs } from "@remix-run/node";
import { api, ApiError } from "~/api/index.server";
import { portalSessionEnded, requirePortalSession } from "~/auth/portal-session.server";
import { pdfFromBackend } from "~/lib/pdf-response.server";
import { notFound } from "~/lib/responses";

/**
 * GET /portal/invoices/{invoiceId}/pdf: one of the signed-in client's invoices as a PDF, from the backend's
 * GET /portal/invoices/{invoiceId}/pdf, which decides whose it is: another client's is 404 (docs/decisions/0389).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const portalSession = await requirePortalSession(request);
  const id = /^[1-9][0-9]{0,9}$/.test(params.invoiceId ?? "") ? Number(params.invoiceId) : NaN;
  if (!(id <= 2_147_483_647)) throw notFound("Invoice not found");
  return pdfFromBackend(`invoice-${id}.pdf`, async () => {
    try {
      return await api({ request, portalSession }).clientPortal.invoicePdf(id);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) throw await portalSessionEnded(request);
      throw failure;
    }
  });
}
