import { seedLookups } from "../db/reference-data/lookups";
import { createTestBackend } from "./harness";
import { insertCast } from "./users";

/**
 * A test backend with the lookups and the cast of users (with their tokens): what a backend test file starts
 * from. Its clock is set to `now` when given.
 */
export async function castBackend(env: Record<string, string> = {}, now?: Date) {
  const backend = await createTestBackend(env);
  if (now) backend.clock.now = now;
  await seedLookups(backend.database.db);
  return { backend, ...(await insertCast(backend)) };
}
