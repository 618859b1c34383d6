import { ApiError } from "~/api/index.server";

/**
 * A PDF the backend streams (it decides who may read it), passed on inline under `fileName`; a refusal
 * answers its status with the backend's message as text.
 */
export async function pdfFromBackend(fileName: string, fetchPdf: () => Promise<Response>): Promise<Response> {
  try {
    const upstream = await fetchPdf();
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
