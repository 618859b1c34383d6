import { pathOf } from "@contract/define";
import { libraryCalls as calls } from "@contract/library";
import type { BackendHttp } from "./http.server";

export type { LibraryItem } from "@contract/library";

/** The library calls on the second backend (contract/library.ts). */
export function libraryApi(http2: BackendHttp) {
  return {
    tree: () => http2.get(calls.tree.path, calls.tree.answers[200]),
    /** The file's bytes as the backend streams them (Content-Type and Content-Disposition included). */
    download: (fileId: number) => http2.rawPost(pathOf(calls.download, { fileId })),
  };
}
