/**
 * Spec §5: an email "matching a simple pattern" — something@something.something, no spaces. Every form
 * and call that takes an email (users, contacts, the information packet, Stripe Connect) checks this one.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The longest address SMTP carries. */
export const EMAIL_MAX_LENGTH = 254;

export const isEmail = (value: string) => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);

/** The spec's messages for the contact's (and the information packet's) email, word for word. */
export const EMAIL_REQUIRED = "Email is required";
export const invalidEmail = (email: string) => `Please enter a valid email (${email})`;

/** Stripe Connect's email messages (spec §5), word for word. */
export const CONNECT_EMAIL_REQUIRED = "You need to add an email";
export const CONNECT_EMAIL_INVALID = "You need to add an valid email";

/**
 * Where the client's emails go (the card-update link, the agreement's signing link): the client email when
 * set (email2), else the billing email (docs/decisions/0080). The web's success messages name the same one.
 */
export function recipientOf(contact: { email: string; email2: string }): string {
  return contact.email2.trim() || contact.email.trim();
}
