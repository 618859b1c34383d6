export type Decision = "accept" | "reject";

export interface DecisionView {
  decision: Decision;
  requestId: number;
  clientName: string;
  actionRequesting: string;
  invoiceMonth: string;
  invoiceYear: number | null;
  /** Where CANCEL (and Escape) goes back to, and where the decision posts. */
  closeTo: string;
}

/** The question before a decision that changes the client's invoice (accept) or closes the request (reject). */
export function decisionQuestion(v: Omit<DecisionView, "closeTo" | "requestId">) {
  const month = [v.invoiceMonth, v.invoiceYear].filter(Boolean).join(" ");
  return `Are you sure you want to ${v.decision} the request "${v.actionRequesting}" of ${v.clientName} for ${month}?`;
}
