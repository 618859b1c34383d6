import type { Db } from "./db/client";
import type { Env } from "./env";
import type { Mailer } from "./integrations/email/mailer";

/** What every feature router is built with. `now` is injectable so tests can move the clock. */
export interface AppDeps {
  db: Db;
  env: Env;
  mailer: Mailer;
  now: () => Date;
}
