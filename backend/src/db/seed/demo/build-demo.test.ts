import { describe, expect, test } from "vitest";
import { buildDemo, IdAllocator } from "./index";

const today = new Date("2026-03-10T12:00:00Z");
const fresh = () =>
  new IdAllocator({
    users: 1,
    contacts: 1,
    billingPlans: 1,
    invoices: 1,
    payments: 1,
    activities: 1,
    agreementTemplates: 1,
    templateChangeRequests: 1,
    libraryItems: 1,
    systemNotifications: 1,
  });

describe("buildDemo (pure)", () => {
  test("is deterministic", () => {
    const a = buildDemo({ scale: 1, today, passwordHash: "h" }, fresh());
    const b = buildDemo({ scale: 1, today, passwordHash: "h" }, fresh());
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
  });

  test("the same month gives the same data whatever the hour", () => {
    const a = buildDemo({ scale: 1, today, passwordHash: "h" }, fresh());
    const b = buildDemo({ scale: 1, today: new Date("2026-03-10T23:59:00Z"), passwordHash: "h" }, fresh());
    expect(b.contacts).toEqual(a.contacts);
    expect(b.invoices.length).toBe(a.invoices.length);
  });

  test("scale multiplies affiliates and contacts, keeps the first copy and keeps emails unique", () => {
    const one = buildDemo({ scale: 1, today, passwordHash: "h" }, fresh());
    const three = buildDemo({ scale: 3, today, passwordHash: "h" }, fresh());
    expect(three.users.filter((u) => u.userRole === 2)).toHaveLength(18);
    expect(three.contacts).toHaveLength(900);
    expect(three.contacts.slice(0, 300)).toEqual(one.contacts);
    const emails = three.users.map((u) => u.email.toLowerCase());
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails).toContain("maya.lopez+2@coachhub.local");
    expect(three.invoices.length).toBeGreaterThan(2.5 * one.invoices.length);
  });

  test("nothing is dated after today", () => {
    const rows = buildDemo({ scale: 2, today, passwordHash: "h" }, fresh());
    const late = [
      ...rows.payments.map((p) => p.receivedOn),
      ...rows.invoices.map((i) => i.createdAt),
      ...rows.activities.map((a) => a.lastUpdatedAt),
      ...rows.chargeAttempts.map((c) => c.createdAt),
    ].filter((d) => d && d > today);
    expect(late).toEqual([]);
    // Before the 25th no invoice for next month exists yet.
    expect(rows.invoices.filter((i) => i.billingMonth && i.billingMonth > "2026-03-01")).toEqual([]);
  });

  test("on the 1st, invoices due today are not overdue yet", () => {
    const first = new Date("2026-04-01T09:00:00Z");
    const rows = buildDemo({ scale: 2, today: first, passwordHash: "h" }, fresh());
    const dueToday = rows.invoices.filter((i) => i.dueDate === "2026-04-01");
    expect(dueToday.length).toBeGreaterThan(50);
    expect(dueToday.filter((i) => i.invoiceStatusId === 4 || i.invoiceStatusId === 6)).toEqual([]);
  });
});
