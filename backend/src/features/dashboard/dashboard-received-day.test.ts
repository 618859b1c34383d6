import { afterAll, beforeAll, expect, test } from "vitest";
import { contacts } from "../../db/schema";
import { seedLookups } from "../../db/reference-data/lookups";
import { PAYMENT_TYPE } from "../../domain/payment-methods";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { call, insertCast, type Cast, type TestUser } from "../../testing/users";
import type { DashboardData } from "./dashboard.wire";

// A received-on day that finance types (docs/decisions/0306) counts in the month of that day on the
// dashboard, whose months start at midnight in the business zone (Toronto), as the reports list it.

let backend: TestBackend;
let users: Record<Cast, TestUser>;
let tokens: Record<Cast, string>;

beforeAll(async () => {
  backend = await createTestBackend();
  backend.clock.now = new Date("2026-04-10T15:00:00Z");
  await seedLookups(backend.database.db);
  ({ users, tokens } = await insertCast(backend));
});
afterAll(() => backend.close());

async function answer<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

test("a check received on April 1 is April's revenue, and is listed on April 1", async () => {
  const [client] = await backend.database.db
    .insert(contacts)
    .values({ affiliateId: users.affiliate.id, firstName: "Ada", lastName: "April", email: "ada.april@example.com" })
    .returning();
  const invoice = await answer<{ invoiceID: number }>(
    await call(backend, "POST", "/invoice/generateOne", {
      token: tokens.finance,
      body: {
        contactID: client!.id,
        affiliateID: users.affiliate.id,
        invoiceName: "April coaching services",
        invoiceTotal: 100,
        dueDate: "2026-04-01",
        invoiceTypeID: 5,
        paymentMethodID: PAYMENT_TYPE.check,
      },
    }),
    201,
  );
  const paid = await answer<{ paymentDetails: { receivedOnUTC: string }[] }>(
    await call(backend, "POST", "/invoice/pay", {
      token: tokens.finance,
      body: {
        amountReceived: 100,
        invoiceID: invoice.invoiceID,
        paymentTypeID: PAYMENT_TYPE.check,
        transactionType: 0,
        receivedOnUTC: "2026-04-01",
      },
    }),
  );
  expect(paid.paymentDetails.map((p) => p.receivedOnUTC)).toEqual(["2026-04-01T12:00:00.000Z"]);

  const fees = await answer<{ data: { data: { datePaid: string }[] } }>(
    await call(backend, "POST", `/api/v1/coach/fee-invoices/detail?userId=${users.affiliate.id}&year=2026&month=4`, {
      token: tokens.affiliate,
    }),
  );
  expect(fees.data.data.map((p) => p.datePaid)).toEqual(["2026-04-01"]);
  const dashboard = await answer<DashboardData>(
    await call(backend, "GET", `/report/dashboard/${users.affiliate.id}`, { token: tokens.affiliate }),
  );
  expect(dashboard.revenueThisMonth).toEqual({ USD: 100, CAD: 0 });
});
