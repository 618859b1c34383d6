import type { AppDeps } from "./context";
import type { Db } from "./db/client";
import type { Env } from "./env";
import { createMailer } from "./integrations/email/mailer";
import { createPaymentProvider } from "./integrations/payments";
import type { JobQueue } from "./integrations/queue/queue";

/** What a backend or worker process gives its handlers and jobs: the real clock, mail and payments on its database. */
export function processDeps(env: Env, db: Db, jobs: JobQueue): AppDeps {
  const now = () => new Date();
  return {
    db,
    env,
    jobs,
    mailer: createMailer({ from: env.MAIL_FROM, jobs }),
    payments: createPaymentProvider(env, { db, now }),
    now,
  };
}
