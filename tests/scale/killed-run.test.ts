// A backend SIGKILLed in the middle of a billing run over a few thousand plans, restarted, and the run
// started again (docs/decisions/0349): nothing is issued or charged twice, and nothing is left half done.
import { afterAll, beforeAll, expect, test } from "vitest";
import { nextBillingMonth } from "./billing-dates";
import { call, login } from "./client";
import { figure, seconds } from "./figures";
import { startStack, type Stack } from "./stack";

const FINANCE = "finance@coachhub.local";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack("killed", 4620, { template: "scale_template_large" });
});
afterAll(() => stack?.stop());

const count = async (text: string, values: unknown[] = []) => (await stack.query<{ n: number }>(text, values))[0]!.n;

/** Starts a run on backend 1 and SIGKILLs it as soon as `progress` is above 0: answers the progress then. */
async function killMidRun(date: string, progress: () => Promise<number>): Promise<{ atKill: number; afterMs: number }> {
  const [backend] = stack.backends;
  const { token } = await login(backend.url, FINANCE);
  const started = Date.now();
  const run = call(backend.url, "POST", "/api/v1/billing/run", { token, body: { date, dryRun: false } }).catch(() => null);
  let atKill = 0;
  while ((atKill = await progress()) === 0) await new Promise((resolve) => setTimeout(resolve, 25));
  await backend.kill("SIGKILL");
  const afterMs = Date.now() - started;
  expect(await run, "the run answered before it was killed").toBeNull();
  return { atKill, afterMs };
}

/** Backend 1 started again, and the run of `date` started again on it. */
async function rerun(date: string) {
  const [backend] = stack.backends;
  await backend.start();
  const { token } = await login(backend.url, FINANCE);
  const again = await call<{ issued: { count: number }; charged: { count: number }; declined: { count: number } }>(
    backend.url,
    "POST",
    "/api/v1/billing/run",
    { token, body: { date, dryRun: false } },
  );
  expect(again.status, JSON.stringify(again.body)).toBe(200);
  return again.body;
}

const invariants = async (month: string) => ({
  duplicateInvoices: await count(
    "select count(*)::int as n from (select 1 from invoices where billing_plan_id is not null group by billing_plan_id, billing_month having count(*) > 1) d",
  ),
  invoicesWithoutLines: await count(
    "select count(*)::int as n from invoices i where not exists (select 1 from invoice_lines l where l.invoice_id = i.id)",
  ),
  doubleCharges: await count(
    `select count(*)::int as n from (select a.invoice_id from charge_attempts a join simulated_charges s on s.idempotency_key = a.idempotency_key
       where s.status = 'succeeded' group by a.invoice_id having count(*) > 1) d`,
  ),
  doublePayments: await count(
    `select count(*)::int as n from (select p.invoice_id from payments p join invoices i on i.id = p.invoice_id
       where i.billing_month = $1 and not p.is_refund and p.stripe_charge_id is not null group by p.invoice_id having count(*) > 1) d`,
    [month],
  ),
  attemptsWithoutOutcome: await count("select count(*)::int as n from charge_attempts where status = 'pending'"),
});

test("a backend SIGKILLed mid-run, restarted and run again: 0 duplicate invoices, 0 double charges, no invoice without lines, no attempt without an outcome", async () => {
  const { month, issueDay } = nextBillingMonth();
  const plans = await count("select count(*)::int as n from billing_plans where status_id = 2");

  // The 25th: killed once the first batch of invoices is saved.
  const issueKill = await killMidRun(issueDay, () =>
    count("select count(*)::int as n from invoices where billing_month = $1", [month]),
  );
  const issuedAtKill = await count("select count(*)::int as n from invoices where billing_month = $1", [month]);
  const issueRerun = await rerun(issueDay);
  const issued = await count("select count(*)::int as n from invoices where billing_month = $1", [month]);

  // The 1st: killed once the first chunk of attempts is recorded (pending, before the provider is asked).
  const chargeKill = await killMidRun(month, () =>
    count("select count(*)::int as n from charge_attempts where attempted_on = $1", [month]),
  );
  const pendingAtKill = await count("select count(*)::int as n from charge_attempts where status = 'pending'");
  const settledAtKill = await count(
    "select count(*)::int as n from charge_attempts where attempted_on = $1 and status <> 'pending'",
    [month],
  );
  const chargeRerun = await rerun(month);
  const attempts = await count("select count(*)::int as n from charge_attempts where attempted_on = $1", [month]);
  const found = await invariants(month);

  figure(
    `killed run over ${plans} active plans: the 25th killed after ${seconds(issueKill.afterMs)} with ${issuedAtKill} of ${issued} invoices saved, ` +
      `the rerun issued ${issueRerun.issued.count}; the 1st killed after ${seconds(chargeKill.afterMs)} with ${pendingAtKill} attempts pending ` +
      `and ${settledAtKill} settled, the rerun charged ${chargeRerun.charged.count} and declined ${chargeRerun.declined.count} (${attempts} attempts)`,
  );
  figure(`killed run, after the reruns: ${JSON.stringify(found)}`);
  expect(issuedAtKill).toBeLessThan(issued);
  expect(issuedAtKill + issueRerun.issued.count).toBe(issued);
  expect(settledAtKill).toBeLessThan(attempts);
  expect(found).toEqual({
    duplicateInvoices: 0,
    invoicesWithoutLines: 0,
    doubleCharges: 0,
    doublePayments: 0,
    attemptsWithoutOutcome: 0,
  });
}, 240_000);
