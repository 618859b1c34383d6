/** The spec's password rules (§5), enforced by the server; the messages are the spec's, word for word. */
export const PASSWORD_RULES_MESSAGE = "Password entered does not meet minimum requirements.";
export const PASSWORD_IS_EMAIL_MESSAGE = "Your password can not be the same as your email address";
export const PASSWORD_REQUIRED_MESSAGE = "Password is required.";

const MAX_LENGTH = 256;

/** The message for a password that breaks a rule, or null when it is acceptable. */
export function passwordProblem(password: string, email: string): string | null {
  if (
    password.length < 8 ||
    password.length > MAX_LENGTH ||
    !/[A-Za-z]/.test(password) ||
    !/[0-9]/.test(password) ||
    !/[.!@#$%^&*]/.test(password)
  ) {
    return PASSWORD_RULES_MESSAGE;
  }
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) return PASSWORD_IS_EMAIL_MESSAGE;
  return null;
}
