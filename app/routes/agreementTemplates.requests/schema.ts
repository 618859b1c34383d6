/** The request list's texts (docs/decisions/0179, 0181). */
export type Decision = "approve" | "decline";
export const confirmQuestion = (decision: Decision) =>
  decision === "approve" ? "Approve this custom language request?" : "Decline this custom language request?";
export const decisionFailed = (decision: Decision, message: string) => `Could not ${decision} the request: ${message}`;

/** `?confirm=approve-12` opens the confirmation of approving request 12. */
export function parseConfirm(value: string | null): { decision: Decision; requestId: number } | null {
  const match = value ? /^(approve|decline)-([1-9][0-9]{0,9})$/.exec(value) : null;
  return match ? { decision: match[1] as Decision, requestId: Number(match[2]) } : null;
}
