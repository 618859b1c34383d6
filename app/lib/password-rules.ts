export const PASSWORD_RULE_TEXT = "Password must contain 8 characters, at least one letter, one number and a symbol";

export const passwordMessages = {
  weak: "Password entered does not meet minimum requirements.",
  sameAsEmail: "Your password can not be the same as your email address",
  mismatch: "Passwords do not match.",
} as const;

const SYMBOLS = /[.!@#$%^&*]/;

export function meetsPasswordRules(password: string): boolean {
  return password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password) && SYMBOLS.test(password);
}

/** The first rule a new password breaks, as the message the user sees; null when it is acceptable. */
export function passwordProblem(password: string, email: string): string | null {
  if (!meetsPasswordRules(password)) return passwordMessages.weak;
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) return passwordMessages.sameAsEmail;
  return null;
}
