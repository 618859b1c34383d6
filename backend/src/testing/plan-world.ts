import { agreementTemplates } from "../db/schema";
import { seedLookups } from "../db/reference-data/lookups";
import { createTestBackend } from "./harness";
import { castCaller, insertCast } from "./users";

/**
 * What the billing-plan tests start from: a backend on 10 March 2026 with the lookups, the cast and one
 * agreement template.
 */
export async function planWorld(env: Record<string, string> = {}) {
  const backend = await createTestBackend(env);
  backend.clock.now = new Date("2026-03-10T15:00:00Z");
  await seedLookups(backend.database.db);
  const cast = await insertCast(backend);
  const [template] = await backend.database.db
    .insert(agreementTemplates)
    .values({ displayName: "Standard agreement", contentHtml: "<p>Agreement</p>" })
    .returning();
  return { backend, ...cast, templateId: template!.id, as: castCaller(cast) };
}
