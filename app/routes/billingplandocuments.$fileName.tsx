import type { LoaderFunctionArgs } from "@remix-run/node";
import { api } from "~/api/index.server";
import { requireSession } from "~/auth/session.server";
import { pdfFromBackend } from "~/lib/pdf-response.server";

/**
 * GET /billingplandocuments/{fileName}: a signed agreement's PDF (CSA, or for finance the CCA), streamed
 * from the backend's GET /billingPlan/document/{fileName}, which decides who may read it (docs/decisions/0154).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const auth = await requireSession(request, context);
  const fileName = params.fileName ?? "";
  return pdfFromBackend(fileName, () => api(auth).agreementSigning.document(fileName));
}
