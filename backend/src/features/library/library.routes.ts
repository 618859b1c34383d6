import { Hono } from "hono";
import { libraryCalls as calls } from "../../../../contract/library";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { paramsOf, reply, route } from "../../http/contract-route";
import { tokenAuth } from "../../http/token-auth";
import { assertLibraryAccess, libraryFile, libraryTree } from "./library.service";

/** `Content-Disposition: attachment` with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** GET /api/v1/library/data and POST /api/v1/library/download/{fileId} (contract/library.ts), for users with canAccessDocs. */
export function libraryRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);

  r.get(route(calls.tree), auth, async (c) => {
    await assertLibraryAccess(deps.db, c.get("actor"));
    return reply(c, calls.tree, await libraryTree(deps.db));
  });

  r.post(route(calls.download), auth, async (c) => {
    await assertLibraryAccess(deps.db, c.get("actor"));
    const file = await libraryFile(deps.db, paramsOf(c, calls.download).fileId);
    // The row's Buffer is answered as it is: the file is held once, not copied again for the answer.
    return new Response(file.content as Uint8Array<ArrayBuffer>, {
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
