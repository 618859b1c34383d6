/**
 * The words the client portal's pages show (docs/decisions/0385): the backend answers them, the web app
 * shows them, the tests assert them.
 */
export const PORTAL_MESSAGES = {
  emailRequired: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address.",
  signInSent:
    "If a client account uses this email address, a sign-in link is on its way to it. The link works once, within 15 minutes.",
  tooManyRequests: "Too many sign-in requests for this address. Please wait 15 minutes and try again.",
  linkUnknown: "This sign-in link is not valid. Please check that you opened the whole link from the email.",
  linkUsed: "This sign-in link was already used. Please ask for a new one.",
  linkExpired: "This sign-in link has expired. Please ask for a new one.",
  sessionEnded: "Your portal session has ended. Please ask for a new sign-in link.",
  signedOut: "You are signed out of the client portal.",
  invoiceNotFound: "Invoice not found",
  documentNotFound: "Document not found",
  cardNotFound: "There is no saved card to update here.",
} as const;
