import { describe, expect, test } from "vitest";
import { exportHref, modalHref, parseDashboardModal } from "./modal-state";

const parse = (q: string) => parseDashboardModal(new URLSearchParams(q));

describe("parseDashboardModal", () => {
  test("an invoice list, with its page cursor", () => {
    expect(parse("list=overdue&after=42")).toEqual({ kind: "invoices", list: "overdue", after: "42" });
  });

  test("info packets of this month or to date", () => {
    expect(parse("activity=month")).toEqual({ kind: "activity", scope: "month", after: null });
  });

  test("unknown lists, scopes and cursors are ignored", () => {
    expect(parse("list=everything")).toBeNull();
    expect(parse("activity=year")).toBeNull();
    expect(parse("list=paid&after=-1")).toEqual({ kind: "invoices", list: "paid", after: null });
  });
});

test("a modal's page and export addresses", () => {
  const modal = { kind: "invoices", list: "unpaid", after: null } as const;
  expect(modalHref(modal, "7")).toBe("/dashboard?list=unpaid&after=7");
  expect(exportHref(modal)).toBe("/dashboard/export/invoices?list=unpaid");
  expect(exportHref({ kind: "activity", scope: "all", after: null })).toBe("/dashboard/export/activity?scope=all");
});
