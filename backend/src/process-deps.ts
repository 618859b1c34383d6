import type { AppDeps } from "./context";
import type { Db } from "./db/client";
import type { Env } from "./env";
import { createMailer } from "./integrations/email/mailer";
import { createPaymentProvider } from "./integrations/payments";

/** What a backend or worker process gives its handlers and jobs: the real clock, mail and payments on its database. */
export function processDeps(env: Env, db: Db): Omit<AppDeps, "jobs"> {
  const now = () => new Date();
  return {
    db,
    env,
    mailer: createMailer({ db, from: env.MAIL_FROM, smtpUrl: env.SMTP_URL }),
    payments: createPaymentProvider(env, { db, now }),
    now,
  };
}
