/**
 * The spec's password rules (§5): 8 characters or more with a letter, a number and one of .!@#$%^&*, and
 * not the email address. The backend enforces them; the web forms show the same messages before posting.
 */
export const PASSWORD_RULE_TEXT = "Password must contain 8 characters, at least one letter, one number and a symbol";

/** The messages, word for word. */
export const passwordMessages = {
  required: "Password is required.",
  weak: "Password entered does not meet minimum requirements.",
  sameAsEmail: "Your password can not be the same as your email address",
  mismatch: "Passwords do not match.",
} as const;

const MIN_LENGTH = 8;
/** Not the spec's: a bound so a megabyte "password" is never hashed. */
const MAX_LENGTH = 256;
const SYMBOL = /[.!@#$%^&*]/;

export function meetsPasswordRules(password: string): boolean {
  return (
    password.length >= MIN_LENGTH &&
    password.length <= MAX_LENGTH &&
    /[A-Za-z]/.test(password) &&
    /[0-9]/.test(password) &&
    SYMBOL.test(password)
  );
}

/** The first rule a new password breaks, as the message the user sees; null when it is acceptable. */
export function passwordProblem(password: string, email: string): string | null {
  if (!meetsPasswordRules(password)) return passwordMessages.weak;
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) return passwordMessages.sameAsEmail;
  return null;
}
