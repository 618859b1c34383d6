import { describe, expect, test } from "vitest";
import {
  clientDetailsBlocked,
  clientRequestBlocked,
  LOGGED_IN_USER_ONLY,
  manualInvoiceBlocked,
  manualInvoiceOptions,
  NO_PLAN_TO_INVOICE,
  NO_PLAN_TO_PAUSE,
  NO_PLAN_TO_TERMINATE,
  NOT_A_CLIENT,
  pauseButton,
  SELECT_CONTACT_FIRST,
  terminateBlocked,
  type ActionContext,
} from "./action-conditions";

const ctx = (over: Partial<ActionContext> = {}): ActionContext => ({
  hasContact: true,
  impersonating: false,
  plan: { statusID: 2 },
  role: 2,
  clientStatus: "Active",
  ...over,
});

describe("PAUSE / UNPAUSE AGREEMENT", () => {
  test("an Active plan pauses; a Paused one unpauses, even while impersonating", () => {
    expect(pauseButton(ctx())).toEqual({ label: "PAUSE AGREEMENT", to: "/action/pause", reason: null });
    expect(pauseButton(ctx({ plan: { statusID: 3 }, impersonating: true }))).toEqual({
      label: "UNPAUSE AGREEMENT",
      to: "/action/unpause",
      reason: null,
    });
  });
  test("each reason, in order", () => {
    expect(pauseButton(ctx({ hasContact: false, plan: null })).reason).toBe(SELECT_CONTACT_FIRST);
    expect(pauseButton(ctx({ impersonating: true })).reason).toBe(LOGGED_IN_USER_ONLY);
    expect(pauseButton(ctx({ plan: null })).reason).toBe(NO_PLAN_TO_PAUSE);
    expect(pauseButton(ctx({ plan: { statusID: 1 } })).reason).toBe("A Pending billing plan cannot be paused.");
  });
});

describe("TERMINATE AGREEMENT", () => {
  test("Pending and Active plans terminate, also while impersonating", () => {
    expect(terminateBlocked(ctx())).toBeNull();
    expect(terminateBlocked(ctx({ plan: { statusID: 1 }, impersonating: true }))).toBeNull();
  });
  test("the spec's text with no plan; a Paused plan must be unpaused first", () => {
    expect(terminateBlocked(ctx({ hasContact: false, plan: null }))).toBe(SELECT_CONTACT_FIRST);
    expect(terminateBlocked(ctx({ plan: null }))).toBe(
      "Could not locate Billing Plan. Please go to Client Details page to Terminate this Billing Plan",
    );
    expect(NO_PLAN_TO_TERMINATE).toMatch(/^Could not locate Billing Plan/);
    expect(terminateBlocked(ctx({ plan: { statusID: 3 } }))).toBe("A Paused billing plan cannot be terminated.");
  });
});

describe("REQUEST MANUAL INVOICE", () => {
  test("the logged-in user and an open plan", () => {
    expect(manualInvoiceBlocked(ctx())).toBeNull();
    expect(manualInvoiceBlocked(ctx({ plan: { statusID: 3 } }))).toBeNull();
    expect(manualInvoiceBlocked(ctx({ hasContact: false, plan: null }))).toBe(SELECT_CONTACT_FIRST);
    expect(manualInvoiceBlocked(ctx({ impersonating: true }))).toBe(LOGGED_IN_USER_ONLY);
    expect(manualInvoiceBlocked(ctx({ plan: null }))).toBe(NO_PLAN_TO_INVOICE);
  });
  test("its pause and terminate options follow the plan's transitions", () => {
    expect(manualInvoiceOptions(2)).toEqual({ pause: true, terminate: true });
    expect(manualInvoiceOptions(1)).toEqual({ pause: false, terminate: true });
    expect(manualInvoiceOptions(3)).toEqual({ pause: false, terminate: false });
  });
});

describe("CLIENT DETAILS", () => {
  test("roles above 2 always; role 2 when the client status is not empty or None", () => {
    expect(clientDetailsBlocked(ctx({ role: 3, clientStatus: "None" }))).toBeNull();
    expect(clientDetailsBlocked(ctx({ role: 8, clientStatus: null }))).toBeNull();
    expect(clientDetailsBlocked(ctx({ clientStatus: "Potential" }))).toBeNull();
    expect(clientDetailsBlocked(ctx({ clientStatus: "None" }))).toBe(NOT_A_CLIENT);
    expect(clientDetailsBlocked(ctx({ clientStatus: "" }))).toBe(NOT_A_CLIENT);
    expect(clientDetailsBlocked(ctx({ clientStatus: null }))).toBe(NOT_A_CLIENT);
    expect(clientDetailsBlocked(ctx({ hasContact: false, role: 8 }))).toBe(SELECT_CONTACT_FIRST);
  });
});

describe("VOID INVOICE / PAUSE AUTO-PAY", () => {
  test("a selected client, also while impersonating and without an open plan", () => {
    expect(clientRequestBlocked(ctx())).toBeNull();
    expect(clientRequestBlocked(ctx({ impersonating: true, plan: null, clientStatus: "Past" }))).toBeNull();
  });
  test("no contact, or a contact that is not a client", () => {
    expect(clientRequestBlocked(ctx({ hasContact: false, clientStatus: null }))).toBe(SELECT_CONTACT_FIRST);
    expect(clientRequestBlocked(ctx({ clientStatus: "None" }))).toBe(NOT_A_CLIENT);
    expect(clientRequestBlocked(ctx({ clientStatus: "", role: 8 }))).toBe(NOT_A_CLIENT);
  });
});
