import { desc, eq } from "drizzle-orm";
import { emailOutbox } from "../db/schema";
import type { TestBackend } from "./harness";

/** The newest email the backend wrote to an address (its outbox row). */
export async function latestEmailTo(backend: TestBackend, to: string) {
  const [mail] = await backend.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  if (!mail) throw new Error(`no email to ${to}`);
  return mail;
}
