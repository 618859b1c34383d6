import { readdir, readFile, rename } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import type { Db } from "../../db/client";
import { storedFiles } from "../../db/schema";
import { keySegments } from "../../integrations/storage/storage";
import { sniffImageType } from "./image-content";

export interface DiskImport {
  /** Files copied into the database (a key already there is kept as it is). */
  imported: number;
  /** Files left out: a name that is no storage key (a temp file of a write cut short, a stray file). */
  skipped: string[];
  /**
   * Where the folder was moved once imported, so the next start does not read it again; null when it could
   * not be moved (then the next start reads it again, and stores nothing twice).
   */
  movedTo: string | null;
}

/**
 * The one-time upgrade of an installation that kept files on disk (docs/decisions/0346): every file under
 * the old folder (`FILES_DIR`, default `${DATA_DIR}/files`) is copied into `stored_files` under the key it
 * had (its path in the folder), one file at a time, without replacing a key already stored; then the
 * folder is renamed to `<folder>.imported`. No folder (a new installation, or one already imported): null.
 * Several backends starting at once on copies of the folder are safe: the insert of a key is done once.
 */
export async function importDiskFiles(db: Db, folder: string): Promise<DiskImport | null> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
  if (!entries) return null;
  let imported = 0;
  const skipped: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const key = relative(folder, path).split(sep).join("/");
    if (!keySegments(key) || key.endsWith(".tmp")) {
      skipped.push(key);
      continue;
    }
    const content = await readFile(path);
    const contentType = key.startsWith("billingplandocuments/")
      ? "application/pdf"
      : (sniffImageType(content) ?? "application/octet-stream");
    const rows = await db
      .insert(storedFiles)
      .values({ key, contentType, sizeBytes: content.byteLength, content })
      .onConflictDoNothing()
      .returning({ key: storedFiles.key });
    imported += rows.length;
  }
  const movedTo = `${folder}.imported`;
  const moved = await rename(folder, movedTo).then(
    () => true,
    () => false,
  );
  return { imported, skipped, movedTo: moved ? movedTo : null };
}
