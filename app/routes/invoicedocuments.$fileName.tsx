import type { LoaderFunctionArgs } from "@remix-run/node";
import { api, ApiError } from "~/api/index.server";
import { requireSession } from "~/auth/session.server";

/**
 * GET /invoicedocuments/{invoiceId}-{LastName}.pdf: an invoice PDF (billing spec §9), streamed
 * from the backend's GET /invoice/document/{fileName}, which decides who may read it (docs/decisions/0199, 0212).
 * A refusal answers its status with the backend's message as text.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const auth = await requireSession(request);
  const fileName = params.fileName ?? "";
  try {
    const upstream = await api(auth).invoices.document(fileName);
    const headers = new Headers({
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    });
    const length = upstream.headers.get("content-length");
    if (length) headers.set("Content-Length", length);
    return new Response(upstream.body, { status: 200, headers });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      return new Response(error.message, { status: error.status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    }
    throw error;
  }
}
