import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";
import { testDatabaseUrl } from "./env";
import { createPostgresTemplate, migrateJobQueue } from "./postgres-databases";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of a freshly migrated PGlite database; null when the tests run against a Postgres server. */
    pgliteTemplate: string | null;
    /** A freshly migrated database on the Postgres server that each test file copies; null on PGlite. */
    postgresTemplate: string | null;
  }
}

/**
 * An empty in-memory PGlite runs initdb (~5 s) where loading a dump takes ~1 s, so the suite migrates one
 * database here and every backend test file starts from a copy of it (docs/decisions/0083). On a Postgres
 * server the copy is `CREATE DATABASE … TEMPLATE` (docs/decisions/0279).
 */
export default async function setup(project: TestProject) {
  if (testDatabaseUrl) {
    project.provide("pgliteTemplate", null);
    const template = await createPostgresTemplate(testDatabaseUrl);
    project.provide("postgresTemplate", template.name);
    return template.drop;
  }
  project.provide("postgresTemplate", null);
  const database = await openDatabase({ kind: "pglite" });
  await database.migrate();
  await migrateJobQueue(database.db);
  const dump = await database.dump!();
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), "coachhub-pglite-"));
  const file = path.join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
