import { describe, expect, it } from "vitest";
import {
  RESEND_ACTIVE_LABEL,
  RESEND_NEEDS_CONTACT,
  RESEND_NEEDS_PLAN,
  RESEND_NO_CSA,
  RESEND_NOT_WHILE_PAUSED,
  RESEND_PENDING_LABEL,
  resendState,
} from "./resend-schema";

describe("the re-send agreement button", () => {
  it("re-sends the PDF of an Active plan with its CSA, and the link of a Pending one", () => {
    expect(resendState(true, { statusID: 2, CSAFileName: "CSA-1.pdf" })).toEqual({
      kind: "active",
      label: RESEND_ACTIVE_LABEL,
      reason: null,
    });
    expect(resendState(true, { statusID: 1, CSAFileName: null })).toEqual({
      kind: "pending",
      label: RESEND_PENDING_LABEL,
      reason: null,
    });
  });

  it("is disabled with its reason otherwise", () => {
    expect(resendState(false, null).reason).toBe(RESEND_NEEDS_CONTACT);
    expect(resendState(true, null).reason).toBe(RESEND_NEEDS_PLAN);
    expect(resendState(true, { statusID: 2, CSAFileName: null })).toEqual({
      kind: null,
      label: RESEND_ACTIVE_LABEL,
      reason: RESEND_NO_CSA,
    });
    expect(resendState(true, { statusID: 3, CSAFileName: "CSA-1.pdf" }).reason).toBe(RESEND_NOT_WHILE_PAUSED);
  });
});
