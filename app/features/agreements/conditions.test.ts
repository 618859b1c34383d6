import { describe, expect, test } from "vitest";
import {
  createAgreementBlock,
  NOT_WHILE_IMPERSONATING,
  NOT_YOUR_CLIENT,
  ONE_OPEN_PLAN,
  REISSUE_NEEDS_PLAN,
  reissueBlock,
  SELECT_CONTACT_FIRST,
  type AgreementContext,
} from "./conditions";

const me = 7;
const ctx = (over: Partial<AgreementContext> = {}): AgreementContext => ({
  impersonating: false,
  userId: me,
  selected: { affiliateID: me },
  openPlan: null,
  ...over,
});

describe("CREATE AGREEMENT (spec §5, §6)", () => {
  test("the logged-in affiliate, their own contact, no open plan", () => {
    expect(createAgreementBlock(ctx())).toBeNull();
  });
  test("each failing condition's reason, in order", () => {
    expect(createAgreementBlock(ctx({ impersonating: true, selected: null }))).toBe(NOT_WHILE_IMPERSONATING);
    expect(createAgreementBlock(ctx({ selected: null }))).toBe(SELECT_CONTACT_FIRST);
    expect(createAgreementBlock(ctx({ selected: { affiliateID: 8 } }))).toBe(NOT_YOUR_CLIENT);
    for (const statusID of [2, 3]) expect(createAgreementBlock(ctx({ openPlan: { statusID } }))).toBe(ONE_OPEN_PLAN);
    expect(createAgreementBlock(ctx({ openPlan: { statusID: 1, billingPlanName: "Ada 2027" } }))).toBe(
      'This contact already has a pending billing plan, "Ada 2027": terminate it before creating a new one.',
    );
  });
  test("the spec's words", () => {
    expect(ONE_OPEN_PLAN).toBe("This contact already has an active billing plan");
    expect(SELECT_CONTACT_FIRST).toBe("Please select a contact from search");
  });
});

describe("CANCEL AND REISSUE AGREEMENT", () => {
  test("needs a Pending or Active plan", () => {
    expect(reissueBlock(ctx({ openPlan: { statusID: 1 } }))).toBeNull();
    expect(reissueBlock(ctx({ openPlan: { statusID: 2 } }))).toBeNull();
    expect(reissueBlock(ctx({ openPlan: { statusID: 3 } }))).toBe(REISSUE_NEEDS_PLAN);
    expect(reissueBlock(ctx())).toBe(REISSUE_NEEDS_PLAN);
    expect(REISSUE_NEEDS_PLAN).toBe("The contact must have one active or pending billing plan.");
  });
  test("and the same maker as creating", () => {
    expect(reissueBlock(ctx({ impersonating: true, openPlan: { statusID: 2 } }))).toBe(NOT_WHILE_IMPERSONATING);
    expect(reissueBlock(ctx({ selected: { affiliateID: 8 }, openPlan: { statusID: 2 } }))).toBe(NOT_YOUR_CLIENT);
  });
});
