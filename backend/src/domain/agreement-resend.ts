/**
 * RE-SEND ACTIVE CLIENT AGREEMENT PDF (POST /email/resendCSA, docs/decisions/0313): the product's own
 * message, whatever subject and body a caller posts, and only to the plan's client.
 */
export const CSA_ATTACHMENT_NAME = "Client Service Agreement.pdf";
export const CSA_SUBJECT = "Your signed coaching agreement";
export const csaBody = (firstName: string) =>
  `${firstName ? `Hello ${firstName},` : "Hello,"}\n\nYour signed coaching agreement is attached.`;

export const RESEND_ONLY_TO_CLIENT = "The agreement can only be sent to the client's own email address.";

/** Whether `to` is one of the client's addresses: the billing email, or the client email (0080). */
export function isClientAddress(to: string, contact: { email: string; email2: string }): boolean {
  const wanted = to.trim().toLowerCase();
  return wanted !== "" && [contact.email, contact.email2].some((own) => own.trim().toLowerCase() === wanted);
}
