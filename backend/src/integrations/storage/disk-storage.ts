import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { keySegments, type Storage } from "./storage";

/** Files under one root folder (`FILES_DIR`, default `${DATA_DIR}/files`). */
export function createDiskStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string): string | null => {
    const segments = keySegments(key);
    if (!segments) return null;
    const path = resolve(join(base, ...segments));
    // Belt and braces: the resolved path must still be inside the root.
    return path.startsWith(base + sep) ? path : null;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      if (!path) throw new Error(`Invalid storage key: ${key}`);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, path);
    },
    async get(key) {
      const path = pathOf(key);
      if (!path) return null;
      try {
        return new Uint8Array(await readFile(path));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT" || (error as NodeJS.ErrnoException).code === "EISDIR") return null;
        throw error;
      }
    },
    async remove(key) {
      const path = pathOf(key);
      if (!path) throw new Error(`Invalid storage key: ${key}`);
      await rm(path, { force: true });
    },
  };
}
