import { z } from "zod";
import type { BackendHttp } from "./http.server";

/** A library item (spec §3): id, name, type folder|file, icon, open, items. */
export interface LibraryItem {
  id: number;
  name: string;
  type: "folder" | "file";
  icon: string;
  open: boolean;
  items?: LibraryItem[];
}
export const LibraryItem: z.ZodType<LibraryItem> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    type: z.enum(["folder", "file"]),
    icon: z.string(),
    open: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
    items: z.array(LibraryItem).optional(),
  }),
) as z.ZodType<LibraryItem>;

export function libraryApi(http2: BackendHttp) {
  return {
    tree: () => http2.get("/api/v1/library/data", z.array(LibraryItem)),
    /** The file's bytes as the backend streams them (Content-Type and Content-Disposition included). */
    download: (fileId: number) => http2.rawPost(`/api/v1/library/download/${fileId}`),
  };
}
