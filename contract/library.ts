import { z } from "zod";
import { defineCall, raw } from "./define";
import { Id, pathId } from "./fields";

/** A library item (spec §3): a folder (with its items) or a file. */
export interface LibraryItem {
  id: number;
  name: string;
  type: "folder" | "file";
  icon: string;
  open: boolean;
  items?: LibraryItem[];
}

export const LibraryItem: z.ZodType<LibraryItem, LibraryItem> = z
  .object({
    id: Id,
    name: z.string(),
    type: z.enum(["folder", "file"]),
    icon: z.string(),
    open: z.boolean().meta({ description: "Whether the folder starts open (always false)." }),
    get items() {
      return z.array(LibraryItem).optional().meta({ description: "A folder's items, sorted; absent for a file." });
    },
  })
  .meta({ id: "LibraryItem" });

const resource = "Library";
const who = "For users whose account has canAccessDocs (the token's own user, never the one acted for).";

/** The library calls of spec §7 on the second backend. */
export const libraryCalls = {
  tree: defineCall({
    method: "GET",
    path: "/api/v1/library/data",
    resource,
    summary: "The library's folders and files, as a tree",
    description: who,
    access: "token",
    answers: { 200: z.array(LibraryItem) },
    errors: [403],
  }),
  download: defineCall({
    method: "POST",
    path: "/api/v1/library/download/{fileId}",
    resource,
    summary: "Download a library file",
    description: who,
    access: "token",
    params: z.object({ fileId: pathId("fileId") }),
    answers: {
      200: raw("application/octet-stream", "The file's bytes, with its own Content-Type and an attachment Content-Disposition."),
    },
    errors: [403, 404],
  }),
};
