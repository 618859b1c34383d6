import { amountText } from "./money";

/**
 * What staff and clients read about a charge made at once (CHARGE CARD NOW, a card update; docs/decisions/0366),
 * in one place: the backend answers these texts and the tests compare them word for word.
 */
export const CHARGE_NOW = {
  paid: "This invoice is paid: there is nothing to charge.",
  void: "This invoice is void: there is nothing to charge.",
  notCard: "This invoice is not paid by card, so there is no card to charge.",
  noCard: (region: string) => `This client has no card saved for ${region}.`,
  busy: "A charge of this invoice is already under way. Please reload the page in a minute.",
  unanswered: "The payment provider did not answer. The next billing run finishes this charge.",
  charged: (cents: number, currency: string, invoiceName: string) =>
    `Charged ${amountText(cents, currency)} to the client's card for ${invoiceName}.`,
  declined: (message: string) => `The card was declined: ${message}`,
} as const;

/** The card-update page's lines after the card was saved: one per invoice charged, oldest first. */
export const CARD_UPDATE_CHARGE = {
  charged: (cents: number, currency: string, invoiceName: string) =>
    `We charged ${amountText(cents, currency)} for ${invoiceName}.`,
  declined: (cents: number, currency: string, invoiceName: string, message: string) =>
    `We could not charge ${amountText(cents, currency)} for ${invoiceName}: ${message}`,
  unanswered: (cents: number, currency: string, invoiceName: string) =>
    `The charge of ${amountText(cents, currency)} for ${invoiceName} is being processed.`,
} as const;
