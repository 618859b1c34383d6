import { describe, expect, test } from "vitest";
import { outsideServiceDays, planActionsOf, planStatusClass, planStatusLabel } from "./plan-view";

describe("client details plan rules", () => {
  test("actions follow the plan's status; Pro-Bono hides Extend", () => {
    expect(planActionsOf({ statusID: 1, paymentMethodId: 1 })).toEqual(["terminate"]);
    expect(planActionsOf({ statusID: 2, paymentMethodId: 1 })).toEqual(["extend", "pause", "terminate", "edit"]);
    expect(planActionsOf({ statusID: 2, paymentMethodId: 5 })).toEqual(["pause", "terminate", "edit"]);
    expect(planActionsOf({ statusID: 3, paymentMethodId: 1 })).toEqual(["unpause"]);
    expect(planActionsOf({ statusID: 4, paymentMethodId: 1 })).toEqual([]);
    expect(planActionsOf({ statusID: 5, paymentMethodId: 1 })).toEqual([]);
  });

  test("status labels and colours; Expired has no badge, unknown reads Terminated", () => {
    expect(planStatusLabel(1)).toEqual({ label: "Pending", badge: true });
    expect(planStatusLabel(5)).toEqual({ label: "Expired", badge: false });
    expect(planStatusLabel(9)).toEqual({ label: "Terminated", badge: true });
    expect(planStatusClass(3)).toBe("plan-status plan-status-3");
    expect(planStatusClass(9)).toBe("plan-status plan-status-4");
  });

  test("today outside the first..last service day", () => {
    const plan = { firstDayOfService: "2026-04-01", lastDayOfService: "2026-12-31" };
    expect(outsideServiceDays(plan, "2026-03-31")).toBe(true);
    expect(outsideServiceDays(plan, "2026-04-01")).toBe(false);
    expect(outsideServiceDays(plan, "2026-12-31")).toBe(false);
    expect(outsideServiceDays(plan, "2027-01-01")).toBe(true);
  });
});
