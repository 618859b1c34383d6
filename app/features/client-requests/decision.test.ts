import { describe, expect, it } from "vitest";
import { decisionQuestion } from "./decision";

describe("the question before a decision on a client request", () => {
  const request = { clientName: "Ada Client", actionRequesting: "Void Invoice", invoiceMonth: "March", invoiceYear: 2031 };

  it("names the action, the client and the invoice month", () => {
    expect(decisionQuestion({ ...request, decision: "accept" })).toBe(
      'Are you sure you want to accept the request "Void Invoice" of Ada Client for March 2031?',
    );
    expect(decisionQuestion({ ...request, decision: "reject" })).toBe(
      'Are you sure you want to reject the request "Void Invoice" of Ada Client for March 2031?',
    );
  });

  it("leaves out a year the request did not give", () => {
    expect(decisionQuestion({ ...request, invoiceYear: null, decision: "accept" })).toBe(
      'Are you sure you want to accept the request "Void Invoice" of Ada Client for March?',
    );
  });
});
