import type { LoaderFunctionArgs } from "@remix-run/node";
import { api, ApiError } from "~/api/index.server";
import { portalSessionEnded, requirePortalSession } from "~/auth/portal-session.server";
import { pdfFromBackend } from "~/lib/pdf-response.server";

/**
 * GET /portal/agreements/{fileName}: a signed agreement (CSA) or card authorization (CCA) of the signed-in
 * client's plans, from the backend, which decides whose it is: another client's is 404 (docs/decisions/0389).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const portalSession = await requirePortalSession(request);
  const fileName = params.fileName ?? "";
  return pdfFromBackend(fileName, async () => {
    try {
      return await api({ request, portalSession }).clientPortal.agreementPdf(fileName);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) throw await portalSessionEnded(request);
      throw failure;
    }
  });
}
