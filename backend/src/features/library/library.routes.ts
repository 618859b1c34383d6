import { Hono } from "hono";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { tokenAuth } from "../../http/token-auth";
import { parseId } from "../../http/validate";
import { assertLibraryAccess, libraryFile, libraryTree } from "./library.service";

/** `Content-Disposition: attachment` with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** GET /api/v1/library/data and POST /api/v1/library/download/{fileId}, for users with canAccessDocs. */
export function libraryRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);

  r.get("/library/data", auth, async (c) => {
    await assertLibraryAccess(deps.db, c.get("actor"));
    return c.json(await libraryTree(deps.db));
  });

  r.post("/library/download/:fileId", auth, async (c) => {
    await assertLibraryAccess(deps.db, c.get("actor"));
    const file = await libraryFile(deps.db, parseId(c.req.param("fileId"), "fileId"));
    return new Response(new Uint8Array(file.content), {
      headers: {
        "Content-Type": file.contentType,
        "Content-Length": String(file.content.length),
        "Content-Disposition": attachmentHeader(file.fileName),
        "X-Content-Type-Options": "nosniff",
      },
    });
  });

  return r;
}
