import { asc, eq } from "drizzle-orm";
import type { LibraryItem } from "../../../../contract/library";
import type { Db } from "../../db/client";
import { libraryFiles, libraryItems, users } from "../../db/schema";
import type { Actor } from "../../http/actor";
import { forbidden, notFound } from "../../http/errors";

export const NO_LIBRARY_ACCESS = "You do not have access to the library.";

/**
 * The library is for users whose account has canAccessDocs (spec §6), staff included: the token's own
 * user, never the affiliate named by acting-as — impersonation lends records, not entitlements (0098).
 */
export async function assertLibraryAccess(db: Db, actor: Actor): Promise<void> {
  const [row] = await db.select({ canAccessDocs: users.canAccessDocs }).from(users).where(eq(users.id, actor.userId));
  if (!row?.canAccessDocs) throw forbidden(NO_LIBRARY_ACCESS);
}

/** A library item as the spec names it: id, name, type, icon, open, items (folders only). */
export type LibraryNode = LibraryItem;

type ItemRow = Pick<typeof libraryItems.$inferSelect, "id" | "parentId" | "name" | "type" | "icon" | "sort">;

/** Flat rows (any order) to the tree: children sorted by `sort`, then name; folders start closed. */
export function buildLibraryTree(rows: readonly ItemRow[]): LibraryNode[] {
  const sorted = [...rows].sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name) || a.id - b.id);
  const nodes = new Map<number, LibraryNode>();
  for (const row of sorted) {
    const type = row.type === "folder" ? "folder" : "file";
    nodes.set(row.id, {
      id: row.id,
      name: row.name,
      type,
      icon: row.icon,
      open: false,
      ...(type === "folder" ? { items: [] } : {}),
    });
  }
  const roots: LibraryNode[] = [];
  for (const row of sorted) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent?.items) parent.items.push(node);
    else roots.push(node);
  }
  return roots;
}

export async function libraryTree(db: Db): Promise<LibraryNode[]> {
  const rows = await db
    .select({
      id: libraryItems.id,
      parentId: libraryItems.parentId,
      name: libraryItems.name,
      type: libraryItems.type,
      icon: libraryItems.icon,
      sort: libraryItems.sort,
    })
    .from(libraryItems)
    .orderBy(asc(libraryItems.sort), asc(libraryItems.id));
  return buildLibraryTree(rows);
}

/** One file's bytes, name and type; 404 for a folder or an unknown id. */
export async function libraryFile(db: Db, itemId: number) {
  const [row] = await db
    .select({ fileName: libraryFiles.fileName, contentType: libraryFiles.contentType, content: libraryFiles.content })
    .from(libraryFiles)
    .where(eq(libraryFiles.itemId, itemId));
  if (!row) throw notFound("Library file not found.");
  return row;
}
