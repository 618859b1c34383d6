import { describe, expect, test } from "vitest";
import { actionsOfKind, planEditLabel, TIMELINE_ACTIONS, TIMELINE_KINDS, timelineAction } from "./timeline-events";

describe("the money timeline's action table (docs/decisions/0399)", () => {
  test("a known action has its kind, label and actor-less name", () => {
    expect(timelineAction("billingPlan.accept")).toEqual({ kind: "plan", label: "Plan signed", nobody: "The client" });
    expect(timelineAction("invoice.charge-declined")).toEqual({
      kind: "charge",
      label: "Charge declined",
      nobody: "Billing clock",
    });
  });

  test("an action missing from the table shows under Other, labelled from its name", () => {
    expect(timelineAction("invoice.payPage.open")).toEqual({
      kind: "other",
      label: "Invoice pay page open",
      nobody: "Coach Hub",
    });
    expect(timelineAction("portal.request-sent")).toMatchObject({ label: "Portal request sent" });
  });

  test("every action is in one kind, and no kind but Other and Emails is empty", () => {
    const listed = TIMELINE_KINDS.flatMap((kind) => actionsOfKind(kind));
    expect(listed.sort()).toEqual(Object.keys(TIMELINE_ACTIONS).sort());
    for (const kind of TIMELINE_KINDS.filter((k) => k !== "other" && k !== "email"))
      expect(actionsOfKind(kind).length).toBeGreaterThan(0);
  });

  test("an edit that moves the last full bill later is an extension", () => {
    expect(planEditLabel({ lastFullBill: "2030-06-01" }, { lastFullBill: "2030-12-01" })).toBe("Plan extended");
    expect(planEditLabel({ lastFullBill: "2030-06-01" }, { lastFullBill: "2030-03-01" })).toBe("Plan edited");
    expect(planEditLabel(null, { name: "x" } as never)).toBe("Plan edited");
  });
});
