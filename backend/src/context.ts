import type { Db } from "./db/client";
import type { Env } from "./env";
import type { Mailer } from "./integrations/email/mailer";
import type { PaymentProvider } from "./integrations/payments/provider";

/** What every feature router is built with. `now` is injectable so tests can move the clock. */
export interface AppDeps {
  db: Db;
  env: Env;
  mailer: Mailer;
  /** Cards and Connect (integrations/payments): simulated or stripe, chosen from env. */
  payments: PaymentProvider;
  now: () => Date;
}
