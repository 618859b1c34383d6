import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";
import { testDatabaseUrl } from "./env";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of a freshly migrated PGlite database; null when the tests run against a Postgres server. */
    pgliteTemplate: string | null;
  }
}

/**
 * An empty in-memory PGlite runs initdb (~5 s) where loading a dump takes ~1 s, so the suite migrates one
 * database here and every backend test file starts from a copy of it (docs/decisions/0083).
 */
export default async function setup(project: TestProject) {
  if (testDatabaseUrl) {
    project.provide("pgliteTemplate", null);
    return;
  }
  const database = await openDatabase({ kind: "pglite" });
  await database.migrate();
  const dump = await database.dump!();
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), "coachhub-pglite-"));
  const file = path.join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
