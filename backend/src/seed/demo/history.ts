import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { addCalendarDays, businessDate, type IsoDate } from "../../domain/billing-period";
import { REMINDER_DAYS, RETRY_DAYS_AFTER_FIRST } from "../../domain/billing-clock";
import { runBilling } from "../../features/billing-run/billing-run.service";
import { runInstant } from "../../features/billing-run/run-context";
import type { Env } from "../../env";
import { createMailer } from "../../integrations/email/mailer";
import { deliveredAtOnce } from "../../jobs/email";
import { apiPublicUrl } from "../../integrations/payments";
import type { PaymentProvider } from "../../integrations/payments/provider";
import { createSimulatedProvider } from "../../integrations/payments/simulated";
import type { Db } from "../../db/client";
import { contacts } from "../../db/schema";
import { DemoActions } from "./actions";
import { seedDemoTransfers } from "./payouts";
import { Agenda } from "./agenda";
import type { DemoBuild } from "./context";

/** The days of a month the clock runs in the demo's history: the 25th issues, the 1st charges, the 4th and 8th retry, reminders. */
export const CLOCK_DAYS: readonly number[] = [
  ...new Set([25, 1, ...RETRY_DAYS_AFTER_FIRST.map((d) => 1 + d), ...REMINDER_DAYS.map((d) => 1 + d)]),
].sort((a, b) => a - b);

/**
 * The seed's one connection runs one query at a time (node-postgres queues a query sent while another runs,
 * and deprecates doing so); the clock asks the provider for several charges at once, so here they take turns.
 */
function chargesOneAtATime<P extends PaymentProvider>(provider: P): P {
  let turn: Promise<unknown> = Promise.resolve();
  const charge: P["paymentIntents"]["charge"] = (input) => {
    const mine = turn.then(() => provider.paymentIntents.charge(input));
    turn = mine.catch(() => undefined);
    return mine;
  };
  return { ...provider, paymentIntents: { ...provider.paymentIntents, charge } };
}

/**
 * The demo's history, made by the product itself (issue 14; docs/decisions/0265): from `from` through
 * today, the billing clock runs for real (test-clock semantics: everything it writes is stamped with the
 * run's day) on the days that matter, and between its runs the people act through the product's own
 * services — clients save cards when they sign, pay their invoices (on time, late, in part, with a check
 * that bounces), update a declined card from the emailed link; affiliates pause and terminate plans; finance
 * bills an extra session, voids and refunds. Deterministic for the same build and day.
 */
export async function playHistory(db: Db, env: Env, demo: DemoBuild, from: IsoDate, today: Date): Promise<void> {
  const zone = env.BILLING_TIME_ZONE;
  const clock = { now: today };
  const now = () => clock.now;
  const deps = {
    db,
    env,
    // The outbox only, kept as sent at once: demo emails never leave the machine.
    mailer: createMailer({ from: env.MAIL_FROM, jobs: deliveredAtOnce(now), now }),
    jobs: deliveredAtOnce(now),
    payments: chargesOneAtATime(createSimulatedProvider({ db, now, publicBaseUrl: apiPublicUrl(env) })),
    now,
  } satisfies AppDeps;
  const todayIso = businessDate(today, zone);
  const agenda = new Agenda(from, todayIso);
  const act = new DemoActions(deps, demo, agenda, todayIso);
  act.planAhead();

  for (let day = from; day <= todayIso; day = addCalendarDays(day, 1)) {
    if (CLOCK_DAYS.includes(Number(day.slice(8))) || day === todayIso) {
      clock.now = runInstant(day, zone, today);
      const summary = await runBilling(deps, { date: day, dryRun: false });
      act.afterRun(day, summary);
    }
    const actions = agenda.take(day);
    const afternoon = actions.length === 0 ? null : day === todayIso ? today : afternoonOf(day, zone);
    for (const action of actions) {
      clock.now = afternoon!;
      await action();
    }
  }
  await markPastClients(db, demo.pastClients, today);
  clock.now = today;
  await seedDemoTransfers(deps, demo.financeId, today);
}

/** 3 pm of the day in the business zone: the people act after the clock's noon run. */
function afternoonOf(day: IsoDate, zone: string): Date {
  const noon = runInstant(day, zone, new Date(0));
  return new Date(noon.getTime() + 3 * 3_600_000);
}

/** Long-ended clients the office archived as Past (the product sets Expired when their plan ends). */
async function markPastClients(db: Db, ids: number[], today: Date): Promise<void> {
  for (const id of ids) {
    await db
      .update(contacts)
      .set({ clientStatus: "Past", updatedAt: today })
      .where(and(eq(contacts.id, id), eq(contacts.clientStatus, "Expired")));
  }
}
