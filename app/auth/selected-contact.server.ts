import { api, ApiError } from "~/api/index.server";
import { badRequest } from "~/lib/responses";
import type { Contact } from "~/api/contacts.server";
import { fullName } from "~/lib/format";
import { commitSession, type AuthedSession, type SelectedContact } from "./session.server";
import { redirectWithToast } from "./toast.server";

/** The few fields of a contact the session keeps (docs/decisions/0077). */
export function toSelectedContact(contact: Contact): SelectedContact {
  return {
    id: contact.contactID,
    affiliateID: contact.affiliateID ?? 0,
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    clientStatus: contact.clientStatus,
  };
}

export const selectedMessage = (c: SelectedContact) => `${fullName(c.firstName, c.lastName)} is selected`;
export const UNSELECTED_MESSAGE = "Contact unselected";

/**
 * Selects contact `rawId` for the acting user (read through GET /contact/{id}/{userId}, so the backend's
 * ownership rule applies) and goes on to `to`; a failure goes back to `back` with the error as a toast.
 */
export async function selectContact(
  request: Request,
  auth: AuthedSession,
  rawId: FormDataEntryValue | null,
  to: string,
  back: string,
) {
  const id = Number(rawId);
  if (!Number.isInteger(id) || id <= 0) throw badRequest("Invalid contact");
  let contact: Contact;
  try {
    contact = await api(auth).contacts.get(id, auth.user.id);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return redirectWithToast(back, { message: error.message, type: "error" });
  }
  const selected = toSelectedContact(contact);
  auth.session.set("selectedContact", selected);
  return redirectWithToast(
    to,
    { message: selectedMessage(selected), type: "success" },
    {
      headers: { "Set-Cookie": await commitSession(request, auth.session) },
    },
  );
}

export async function unselectContact(request: Request, auth: AuthedSession, to: string) {
  auth.session.set("selectedContact", null);
  return redirectWithToast(
    to,
    { message: UNSELECTED_MESSAGE, type: "info" },
    {
      headers: { "Set-Cookie": await commitSession(request, auth.session) },
    },
  );
}

/**
 * The selected contact as the backend has it now (a name or status may have changed, or the contact may
 * be gone). A contact that is gone or no longer the acting user's is dropped: `setCookie` then carries
 * the session without it.
 */
export async function currentSelectedContact(
  request: Request,
  auth: AuthedSession,
): Promise<{ contact: SelectedContact | null; setCookie: string | null }> {
  const selected = auth.session.get("selectedContact") ?? null;
  if (!selected) return { contact: null, setCookie: null };
  try {
    const fresh = toSelectedContact(await api(auth).contacts.get(selected.id, auth.user.id));
    if (JSON.stringify(fresh) === JSON.stringify(selected)) return { contact: selected, setCookie: null };
    auth.session.set("selectedContact", fresh);
    return { contact: fresh, setCookie: await commitSession(request, auth.session) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status !== 404 && error.status !== 403) return { contact: selected, setCookie: null };
    auth.session.set("selectedContact", null);
    return { contact: null, setCookie: await commitSession(request, auth.session) };
  }
}
