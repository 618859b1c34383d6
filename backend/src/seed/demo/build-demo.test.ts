import { describe, expect, test } from "vitest";
import { buildDemo, IdAllocator } from "./index";

const today = new Date("2026-03-10T12:00:00Z");
const fresh = () =>
  new IdAllocator({
    users: 1,
    contacts: 1,
    billingPlans: 1,
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
    expect(b.rows.contacts).toEqual(a.rows.contacts);
    expect(b.plans).toEqual(a.plans);
  });

  test("scale multiplies affiliates and contacts, keeps the first copy and keeps emails unique", () => {
    const one = buildDemo({ scale: 1, today, passwordHash: "h" }, fresh());
    const three = buildDemo({ scale: 3, today, passwordHash: "h" }, fresh());
    expect(three.rows.users.filter((u) => u.userRole === 2)).toHaveLength(18);
    expect(three.rows.contacts).toHaveLength(900);
    expect(three.rows.contacts.slice(0, 300)).toEqual(one.rows.contacts);
    const emails = three.rows.users.map((u) => u.email.toLowerCase());
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails).toContain("maya.lopez+2@coachhub.local");
    expect(three.plans.length).toBeGreaterThan(2.5 * one.plans.length);
  });

  test("builds no invoices or payments: plans are signed, and their stories are for the clock and the people", () => {
    const demo = buildDemo({ scale: 1, today, passwordHash: "h" }, fresh());
    expect(Object.keys(demo.rows)).not.toContain("invoices");
    expect(Object.keys(demo.rows)).not.toContain("payments");
    expect(demo.rows.billingPlans.map((p) => p.statusId).sort()).toEqual(
      expect.arrayContaining([1, 2, 4]), // Pending, signed (Active), and cancelled before signing
    );
    expect(demo.rows.billingPlans.every((p) => [1, 2, 4].includes(p.statusId!))).toBe(true);
    // Every signed plan starts inside the history the clock plays (6 months up to today's).
    expect(demo.rows.billingPlans.filter((p) => p.acceptedOn).every((p) => p.fullBillingStart! >= "2025-10-01")).toBe(true);
    expect(demo.plans.some((p) => p.pause)).toBe(true);
    expect(demo.plans.some((p) => p.terminate)).toBe(true);
    expect(demo.plans.some((p) => p.extraSessionOn)).toBe(true);
    expect(demo.cards.filter((c) => c.number === "4000000000000341").length).toBeGreaterThan(0);
    expect(demo.cards.filter((c) => c.number === "4242424242424242").length).toBeGreaterThan(100);
  });

  test("nothing is dated after today", () => {
    const demo = buildDemo({ scale: 2, today, passwordHash: "h" }, fresh());
    const late = [
      ...demo.rows.activities.map((a) => a.lastUpdatedAt),
      ...demo.rows.billingPlans.map((p) => p.acceptedOn),
      ...demo.cards.map((c) => c.savedOn),
    ].filter((d) => d && d > today);
    expect(late).toEqual([]);
  });
});
