// Two backends and two web apps on one database behave as one (docs/decisions/0349): what one writes the
// other reads at once, a session works on either web app, and the billing run started on both at once
// issues and charges each plan once.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { RUN_IN_PROGRESS } from "../../backend/src/features/billing-run/billing-run.service";
import { nextBillingMonth } from "./billing-dates";
import { call, login, page, webLogin } from "./client";
import { figure } from "./figures";
import { startStack, type Stack } from "./stack";

const AFFILIATE = "maya.lopez@coachhub.local";
const FINANCE = "finance@coachhub.local";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack("instances", 4600);
});
afterAll(() => stack?.stop());

describe("two backends and two web apps on one database", () => {
  test("a write through one instance is read through the other at once: 0 stale reads in 100 tries, backend and web", async () => {
    const urls = stack.backends.map((b) => b.url);
    const sessions = await Promise.all(urls.map((url) => login(url, AFFILIATE)));
    const cookies = await Promise.all(stack.webs.map((w) => webLogin(w.url, AFFILIATE)));
    const [{ id: contactId }] = await stack.query<{ id: number }>(
      "select c.id from contacts c join users u on u.id = c.affiliate_id where u.email = $1 order by c.id limit 1",
      [AFFILIATE],
    );
    const path = `/contact/${contactId}/${sessions[0]!.userId}`;
    let staleBackend = 0;
    let staleWeb = 0;
    for (let i = 0; i < 100; i++) {
      // Write through backend w, read through the other backend and through the web app in front of it.
      const [w, r] = i % 2 === 0 ? [0, 1] : [1, 0];
      const current = await call<Record<string, unknown>>(urls[w]!, "GET", path, { token: sessions[w]!.token });
      const occupation = `Scale check ${i} ${Date.now().toString(36)}`;
      const saved = await call(urls[w]!, "PUT", `/contact/${contactId}`, {
        token: sessions[w]!.token,
        body: { ...current.body, occupation },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const [read, screen] = await Promise.all([
        call<{ occupation: string }>(urls[r]!, "GET", path, { token: sessions[r]!.token }),
        page(stack.webs[r]!.url, `/viewContacts/${contactId}`, cookies[r]),
      ]);
      if (read.body.occupation !== occupation) staleBackend++;
      expect(screen.status).toBe(200);
      if (!screen.html.includes(occupation)) staleWeb++;
    }
    figure(`stale reads across instances: backend ${staleBackend} of 100, web ${staleWeb} of 100`);
    expect({ staleBackend, staleWeb }).toEqual({ staleBackend: 0, staleWeb: 0 });
  });

  test("a session made on web 1 works on web 2, and a logout on web 2 ends it on web 1", async () => {
    const [web1, web2] = stack.webs.map((w) => w.url) as [string, string];
    const cookie = await webLogin(web1, AFFILIATE);
    const home = await page(web2, "/home", cookie);
    expect(home.status).toBe(200);
    expect(home.html).toContain("Maya");
    const loggedOut = await page(web2, "/logout", cookie, {});
    expect(loggedOut.status).toBe(302);
    const after = await page(web1, "/home", cookie);
    expect([after.status, after.location]).toEqual([302, expect.stringMatching(/^\/login/)]);
    figure("sessions: made on web 1, used on web 2, ended on web 2 → web 1 asks to log in");
  });

  test("the billing run started on both backends at once, five times each, issues and charges each plan once", async () => {
    const tokens = await Promise.all(stack.backends.map((b) => login(b.url, FINANCE)));
    const { month, issueDay } = nextBillingMonth();
    const statusesOf: Record<string, number[]> = {};
    const totals: Record<string, { issued: number; charged: number; declined: number }> = {};
    for (const date of [issueDay, month]) {
      const runs = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          call<{ issued: { count: number }; charged: { count: number }; declined: { count: number }; message?: string }>(
            stack.backends[i % 2]!.url,
            "POST",
            "/api/v1/billing/run",
            { token: tokens[i % 2]!.token, body: { date, dryRun: false } },
          ),
        ),
      );
      statusesOf[date] = runs.map((r) => r.status).sort();
      for (const run of runs) {
        if (run.status === 409) expect(run.body).toEqual({ message: RUN_IN_PROGRESS });
        else expect(run.status, JSON.stringify(run.body)).toBe(200);
      }
      const done = runs.filter((r) => r.status === 200);
      totals[date] = {
        issued: done.reduce((n, r) => n + r.body.issued.count, 0),
        charged: done.reduce((n, r) => n + r.body.charged.count, 0),
        declined: done.reduce((n, r) => n + r.body.declined.count, 0),
      };
    }
    const [invoices] = await stack.query<{ issued: number; plans: number }>(
      "select count(*)::int as issued, count(distinct billing_plan_id)::int as plans from invoices where billing_month = $1",
      [month],
    );
    // Every attempt the runs of the 1st made (this month's invoices and retries of older ones).
    const [charges] = await stack.query<{ attempts: number; invoices: number; provider: number }>(
      `select count(*)::int as attempts, count(distinct a.invoice_id)::int as invoices,
              count(s.id)::int as provider
         from charge_attempts a left join simulated_charges s on s.idempotency_key = a.idempotency_key
        where a.attempted_on = $1`,
      [month],
    );
    figure(
      `billing run 5 + 5 at once: ${issueDay} answers ${statusesOf[issueDay]!.join(",")}, issued ${totals[issueDay]!.issued} invoices for ${invoices!.plans} plans; ` +
        `${month} answers ${statusesOf[month]!.join(",")}, ${charges!.attempts} charge attempts for ${charges!.invoices} invoices, ${charges!.provider} provider charges`,
    );
    expect(invoices!.issued).toBeGreaterThan(0);
    expect(totals[issueDay]!.issued).toBe(invoices!.issued);
    expect(invoices!.issued).toBe(invoices!.plans);
    expect(charges!.attempts).toBeGreaterThan(0);
    expect(charges!.attempts).toBe(charges!.invoices);
    expect(charges!.provider).toBe(charges!.attempts);
    expect(totals[month]!.charged + totals[month]!.declined).toBe(charges!.attempts);
  });
});
