import { describe, expect, test } from "vitest";
import { changeFor, PLAN_STATUS, transitionRefusal } from "./billing-plan-status";

const { pending, active, paused, terminated, expired } = PLAN_STATUS;

describe("allowed transitions (billing spec §4)", () => {
  test.each([
    [pending, terminated, "terminate"],
    [active, paused, "pause"],
    [active, terminated, "terminate"],
    [active, active, "edit"],
    [paused, active, "unpause"],
  ])("%i → %i is %s", (from, to, change) => {
    expect(changeFor(from, to)).toBe(change);
    expect(transitionRefusal(from, to)).toBeNull();
  });
});

describe("refused transitions answer why", () => {
  test.each([
    [pending, active, "A Pending billing plan cannot be set to Active."],
    [pending, paused, "A Pending billing plan cannot be paused."],
    [pending, pending, "A Pending billing plan cannot be changed; only an Active one can."],
    [pending, expired, "A Pending billing plan cannot be set to Expired."],
    [active, pending, "An Active billing plan cannot be set to Pending."],
    [active, expired, "An Active billing plan cannot be set to Expired."],
    [paused, terminated, "A Paused billing plan cannot be terminated."],
    [paused, paused, "A Paused billing plan cannot be changed; only an Active one can."],
    [paused, pending, "A Paused billing plan cannot be set to Pending."],
    [terminated, active, "A Terminated billing plan cannot be set to Active."],
    [terminated, terminated, "A Terminated billing plan cannot be changed; only an Active one can."],
    [terminated, paused, "A Terminated billing plan cannot be paused."],
    [expired, terminated, "An Expired billing plan cannot be terminated."],
    [expired, active, "An Expired billing plan cannot be set to Active."],
    [active, 0, "An Active billing plan cannot be set to status 0."],
  ])("%i → %i", (from, to, message) => {
    expect(transitionRefusal(from, to)).toBe(message);
  });
});
