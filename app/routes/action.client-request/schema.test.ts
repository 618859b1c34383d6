import { AT_MOST_CENTS } from "@domain/money";
import { describe, expect, test } from "vitest";
import { AMOUNT_NOT_POSITIVE, ClientRequestForm, clientRequestEmailBody } from "./schema";

const valid = {
  clientName: "Cleo Client",
  invoiceMonth: "March",
  invoiceYear: 2027,
  invoiceAmount: "$1,250.50",
  actionRequesting: "Void Invoice",
  detailedExplanation: "Sent twice.",
};

const messages = (input: Record<string, unknown>) => {
  const r = ClientRequestForm.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe("ClientRequestForm", () => {
  test("the spec's messages, in its order", () => {
    expect(messages({})).toEqual([
      "Client Name is required",
      "Invoice Month is required",
      "Invoice Year is required",
      "Invoice Amount is required",
      "Action Requesting is required",
      "Detail Explanation is required",
    ]);
    expect(messages({ ...valid, invoiceMonth: "Marchember", actionRequesting: "Refund" })).toEqual([
      "Invoice Month is required",
      "Action Requesting is required",
    ]);
  });
  test("the amount: dollars with '$' and separators, positive, two decimals at most", () => {
    expect(ClientRequestForm.parse(valid).invoiceAmount).toBe(1250.5);
    for (const amount of ["0", "-5", "abc"]) expect(messages({ ...valid, invoiceAmount: amount })).toEqual([AMOUNT_NOT_POSITIVE]);
    expect(messages({ ...valid, invoiceAmount: "12.345" })).toEqual([AT_MOST_CENTS]);
  });
});

test("the email body escapes every value", () => {
  const body = clientRequestEmailBody(
    { ...ClientRequestForm.parse(valid), detailedExplanation: "<script>x</script>\nline" },
    { name: "Ana <Coach>", email: "ana@example.com" },
  );
  expect(body).toContain("<tr><th>Invoice Amount</th><td>$1,250.50</td></tr>");
  expect(body).toContain("&lt;script&gt;x&lt;/script&gt;<br>line");
  expect(body).toContain("Ana &lt;Coach&gt; &lt;ana@example.com&gt;");
  expect(body).not.toContain("<script>");
});
