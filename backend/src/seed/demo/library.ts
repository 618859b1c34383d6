import { at, firstOfMonth } from "./calendar";
import type { DemoContext } from "./context";
import { demoLibrary, type LibraryFileSeed, type LibraryFolderSeed } from "./library-files";

/** The library tree (ADR 0003): folders and files, stored under library/{folders}/{fileName}. */
export function buildLibrary(ctx: DemoContext): void {
  const created = at(firstOfMonth(ctx.current - 12), 15);
  const walk = (items: Array<LibraryFileSeed | LibraryFolderSeed>, parentId: number | null, path: string) => {
    items.forEach((item, sort) => {
      const id = ctx.ids.take("libraryItems");
      if ("items" in item) {
        ctx.rows.libraryItems.push({ id, parentId, name: item.name, type: "folder", icon: "folder", sort, createdAt: created });
        walk(item.items, id, `${path}/${item.name}`);
      } else {
        ctx.rows.libraryItems.push({ id, parentId, name: item.name, type: "file", icon: item.icon, sort, createdAt: created });
        ctx.rows.libraryFiles.push({
          itemId: id,
          fileName: item.fileName,
          contentType: item.contentType,
          storagePath: `${path}/${item.fileName}`,
          sizeBytes: item.content.length,
          content: item.content,
          createdAt: created,
        });
      }
    });
  };
  walk(demoLibrary, null, "library");
}
