import { parseWithZod } from "@conform-to/zod/v4";
import { percentToBasisPoints } from "@domain/money";
import { data } from "@remix-run/node";
import { api, ApiError, apiErrorResponse, apiErrorStatus } from "~/api/index.server";
import { affiliateChoices } from "~/api/affiliate-choices.server";
import { userFromContact, type Contact } from "~/api/contacts.server";
import { screenLookups } from "~/api/lookups-cache.server";
import type { AuthedSession } from "~/auth/session.server";
import { redirectWithToast } from "~/auth/toast.server";
import { cardRegionOf, createUserBlocker, deleteBlocker, NO_CARD_CUSTOMER } from "./button-rules";
import { contactHeading } from "./contact-heading";
import { CreateUserForm } from "./create-user-schema";
import { contactInputOf, draftOf } from "./draft";
import { applyDraftIntent, draftIntentOf } from "./draft-intents";
import { pageOfErrors } from "./field-pages";
import { contactMessages, ContactFields, ContactForm, type ContactDraft } from "./schema";
import { allInOrder } from "~/lib/all-in-order";
import { contactGridQuery, parseContactGridState } from "~/lib/contacts-grid";
import { errorOccurred } from "~/lib/messages";
import { badRequest, notFoundMessage, unknownIntent } from "~/lib/responses";
import { canEditStripeCustomerIds, isAffiliate } from "~/lib/roles";
import { loadStripeConnectSection } from "~/components/stripe-connect-section.server";
import type { ContactFormAnswer, ContactFormData } from "./types";

/** Short success toasts (the spec is silent; docs/decisions/0074). */
export const toasts = {
  created: "Contact created",
  saved: "Contact saved",
  deleted: "Contact deleted",
  userCreated: (email: string) => `User created for ${email}`,
  cardLinkSent: "Credit card update link sent",
} as const;

const LIST = "/viewContacts";
const pathOf = (contactId: number | null) => (contactId ? `${LIST}/${contactId}` : "/newContact");
/**
 * The grid's query under an open form (/viewContacts/{id}?gridPage=3&sort=…, docs/decisions/0337): the form's
 * posts, its redirects and its links back keep it, so the grid stays on its page. /newContact has none.
 */
const gridQueryOf = (request: Request, contactId: number | null) =>
  contactId ? contactGridQuery(parseContactGridState(new URL(request.url).searchParams)) : "";
const newRev = () => crypto.randomUUID();

/** Staff who are not impersonating act for everyone: a new contact needs its affiliate named. */
const choosesAffiliate = (auth: AuthedSession) => !isAffiliate(auth.sysUser.userRole) && auth.user.id === auth.sysUser.id;

async function readContact(auth: AuthedSession, contactId: number | null): Promise<Contact> {
  const client = api(auth);
  try {
    return contactId ? await client.contacts.get(contactId, auth.user.id) : await client.contacts.empty();
  } catch (error) {
    if (error instanceof ApiError) throw apiErrorResponse(error, { notFound: notFoundMessage("Contact", contactId) });
    throw error;
  }
}

/** The contact form's data: the contact (or the empty one), its draft, the lookups and what the user may do. */
export async function loadContactForm(request: Request, auth: AuthedSession, contactId: number | null): Promise<ContactFormData> {
  const client = api(auth);
  // Independent calls, made together; a failure is the one the first of them in this order gives.
  const [contact, lookups, affiliates, stripeConnect] = await allInOrder([
    readContact(auth, contactId),
    screenLookups(client.lookups),
    !contactId && choosesAffiliate(auth) ? affiliateChoices(client) : Promise.resolve(null),
    loadStripeConnectSection(auth),
  ]);
  const page = new URL(request.url).searchParams.get("page") === "2" ? 2 : 1;
  const role = auth.sysUser.userRole;
  const region = cardRegionOf(contact);
  return {
    path: pathOf(contactId),
    gridQuery: gridQueryOf(request, contactId),
    contact: {
      contactID: contact.contactID,
      affiliateName: contact.affiliateName,
      firstName: contact.firstName,
      lastName: contact.lastName,
      email: contact.email,
      clientStatus: contact.clientStatus,
      clientType: contact.clientType ?? "",
      billingAmount: contact.billingAmount,
      sessionsPerMonth: contact.sessionsPerMonth,
      paymentStatus: contact.paymentStatus,
      invoiceStatus: contact.invoiceStatus,
      expirationDate: contact.expirationDate ?? null,
      gSTRate: contact.gSTRate,
    },
    draft: { ...draftOf(contact), page },
    heading: contactHeading(contact),
    lookups: {
      ...lookups,
      taxRates: lookups.taxRates.map(({ provinceAbbr, provinceName, totalRate }) => ({
        provinceAbbr,
        provinceName,
        totalRateBp: percentToBasisPoints(totalRate),
      })),
    },
    affiliates,
    mayEditStripeIds: canEditStripeCustomerIds(role),
    deleteBlocker: deleteBlocker(contact),
    createUserBlocker: createUserBlocker(role, contact),
    cardLinkBlocker: !contact.contactID ? "Save the contact first." : region ? null : NO_CARD_CUSTOMER,
    stripeConnect,
  };
}

/** The contact form's intents: the draft ones (no save), save, delete (two steps), create user (two steps), card link. */
export async function contactFormAction(request: Request, auth: AuthedSession, contactId: number | null) {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const gridQuery = gridQueryOf(request, contactId);
  switch (intent) {
    case "save":
      return save(auth, contactId, form, gridQuery);
    case "delete":
      if (!contactId) throw badRequest("Nothing to delete");
      return data<ContactFormAnswer>({ kind: "confirmDelete" });
    case "confirmDelete":
      return remove(auth, contactId, gridQuery);
    case "createUser":
      if (!contactId) throw badRequest("Save the contact first");
      return data<ContactFormAnswer>({ kind: "createUser" });
    case "confirmCreateUser":
      return createUser(auth, contactId, form, gridQuery);
    case "sendCardLink":
      return sendCardLink(auth, contactId, gridQuery);
  }
  const draftIntent = draftIntentOf(intent);
  if (!draftIntent) throw unknownIntent();
  const submission = parseWithZod(form, { schema: ContactForm });
  const draft = postedDraft(form);
  if (submission.status !== "success") {
    return data<ContactFormAnswer>(
      { kind: "draft", rev: newRev(), result: submission.reply(), draft: { ...draft, page: 1 } },
      { status: 400 },
    );
  }
  return data<ContactFormAnswer>({
    kind: "draft",
    rev: newRev(),
    result: submission.reply(),
    draft: applyDraftIntent(draft, draftIntent),
  });
}

/** The posted values as a draft (every field optional; an id that is not a number is a bad request). */
function postedDraft(form: FormData): ContactDraft {
  const parsed = parseWithZod(form, { schema: ContactFields });
  if (parsed.status !== "success") throw badRequest("Invalid form");
  const { intent: _intent, ...draft } = parsed.value;
  return draft;
}

async function save(auth: AuthedSession, contactId: number | null, form: FormData, gridQuery: string) {
  const submission = parseWithZod(form, { schema: ContactForm });
  const draft = postedDraft(form);
  if (submission.status !== "success") {
    const page = pageOfErrors(Object.keys(submission.error ?? {}), draft.page === 2 ? 2 : 1);
    return data<ContactFormAnswer>(
      { kind: "draft", rev: newRev(), result: submission.reply(), draft: { ...draft, page } },
      { status: 400 },
    );
  }
  const client = api(auth);
  const input = contactInputOf(submission.value, {
    affiliateID: contactId ? null : choosesAffiliate(auth) ? submission.value.affiliateID : null,
    mayEditStripeIds: canEditStripeCustomerIds(auth.sysUser.userRole),
  });
  try {
    if (!contactId) {
      const created = await client.contacts.create(input);
      return redirectWithToast(pathOf(created.contactID), { message: toasts.created, type: "success" });
    }
    await client.contacts.update(contactId, { ...input, contactID: contactId });
    return redirectWithToast(pathOf(contactId) + gridQuery, { message: toasts.saved, type: "success" });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message = !contactId && error.status === 409 ? contactMessages.duplicate : error.message;
    return data<ContactFormAnswer>(
      { kind: "draft", rev: newRev(), result: submission.reply({ formErrors: [message] }), draft },
      { status: apiErrorStatus(error) },
    );
  }
}

async function remove(auth: AuthedSession, contactId: number | null, gridQuery: string) {
  if (!contactId) throw badRequest("Nothing to delete");
  try {
    await api(auth).contacts.remove(contactId);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return redirectWithToast(pathOf(contactId) + gridQuery, { message: error.message, type: "error" });
  }
  return redirectWithToast(LIST + gridQuery, { message: toasts.deleted, type: "success" });
}

async function createUser(auth: AuthedSession, contactId: number | null, form: FormData, gridQuery: string) {
  if (!contactId) throw badRequest("Save the contact first");
  const contact = await readContact(auth, contactId);
  const submission = parseWithZod(form, { schema: CreateUserForm });
  if (submission.status !== "success") {
    return data<ContactFormAnswer>(
      { kind: "createUser", result: submission.reply({ hideFields: ["password", "confirmPassword"] }) },
      { status: 400 },
    );
  }
  const blocker = createUserBlocker(auth.sysUser.userRole, contact);
  if (blocker) return redirectWithToast(pathOf(contactId) + gridQuery, { message: blocker, type: "error" });
  try {
    const user = await api(auth).users.register(userFromContact(contact), submission.value.password, contact.contactID);
    return redirectWithToast(pathOf(contactId) + gridQuery, { message: toasts.userCreated(user.Email), type: "success" });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data<ContactFormAnswer>(
      {
        kind: "createUser",
        result: submission.reply({ formErrors: [errorOccurred(error.message)], hideFields: ["password", "confirmPassword"] }),
      },
      { status: apiErrorStatus(error) },
    );
  }
}

async function sendCardLink(auth: AuthedSession, contactId: number | null, gridQuery: string) {
  if (!contactId) throw badRequest("Save the contact first");
  return sendCardLinkFor(auth, await readContact(auth, contactId), pathOf(contactId) + gridQuery);
}

/**
 * SEND CLIENT CREDIT CARD UPDATE LINK (contact form and client details): emails the client the card
 * update link for its customer's region and goes back to `back` with the outcome as a toast.
 */
export async function sendCardLinkFor(auth: AuthedSession, contact: Contact, back: string) {
  const region = cardRegionOf(contact);
  if (!region) return redirectWithToast(back, { message: NO_CARD_CUSTOMER, type: "error" });
  try {
    await api(auth).contacts.sendUpdateCreditCardLink(contact, contact.affiliateID ?? auth.user.id, region);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return redirectWithToast(back, {
      message: `Email could not be sent - error message: ${error.message}`,
      type: "error",
    });
  }
  return redirectWithToast(back, { message: toasts.cardLinkSent, type: "success" });
}
