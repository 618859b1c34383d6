import type { SubmissionResult } from "@conform-to/react";
import type { ProvinceRate } from "@domain/province-tax";
import type { ContactDraft } from "./schema";
import type { StripeConnectSectionData } from "~/components/stripe-connect-section";

export interface Option {
  id: number;
  name: string;
}

/** What the contact form's loader gives the screen (contact-form.server.ts). */
export interface ContactFormData {
  /** Where the form posts and comes back to: /newContact or /viewContacts/{id}. */
  path: string;
  /** The grid's query under the form ('' or '?…'): its posts and links back keep it (docs/decisions/0337). */
  gridQuery: string;
  contact: {
    contactID: number;
    affiliateName: string;
    firstName: string;
    lastName: string;
    email: string;
    clientStatus: string;
    clientType: string;
    billingAmount: number;
    sessionsPerMonth: number;
    paymentStatus: string;
    invoiceStatus: string;
    expirationDate: string | null;
    gSTRate: number;
  };
  draft: ContactDraft;
  heading: string;
  lookups: {
    genders: Option[];
    maritalStatuses: Option[];
    contactTypes: Option[];
    addressTypes: Option[];
    taxRates: ProvinceRate[];
  };
  /** Staff not impersonating choose the affiliate of a new contact (the backend needs affiliateID). */
  affiliates: Option[] | null;
  mayEditStripeIds: boolean;
  deleteBlocker: string | null;
  createUserBlocker: string | null;
  cardLinkBlocker: string | null;
  stripeConnect: StripeConnectSectionData | null;
}

/** The action's answers that re-render the screen (a success redirects). */
export type ContactFormAnswer =
  | { kind: "draft"; rev: string; result: SubmissionResult<string[]>; draft: ContactDraft }
  | { kind: "confirmDelete" }
  | { kind: "createUser"; result?: SubmissionResult<string[]> };
