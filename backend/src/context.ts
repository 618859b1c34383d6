import { businessDate, type IsoDate } from "./domain/billing-period";
import type { Db } from "./db/client";
import type { Env } from "./env";
import type { Mailer } from "./integrations/email/mailer";
import type { PaymentProvider } from "./integrations/payments/provider";
import type { JobQueue } from "./integrations/queue/queue";

/** What every feature router is built with. `now` is injectable so tests can move the clock. */
export interface AppDeps {
  db: Db;
  env: Env;
  /** Keeps each email in the outbox and enqueues its delivery, in the caller's transaction (docs/decisions/0347). */
  mailer: Mailer;
  /**
   * The process's job queue (docs/decisions/0345): enqueue in the transaction that causes the job; GET /health
   * asks it `check()` (docs/decisions/0350).
   */
  jobs: Pick<JobQueue, "enqueue" | "enqueueMany" | "check">;
  /** Cards and Connect (integrations/payments): simulated or stripe, chosen from env. */
  payments: PaymentProvider;
  now: () => Date;
}

/** Today in the business zone (BILLING_TIME_ZONE): the date every date rule of a request reads. */
export const businessToday = (deps: Pick<AppDeps, "now" | "env">): IsoDate =>
  businessDate(deps.now(), deps.env.BILLING_TIME_ZONE);
