import { describe, expect, test } from "vitest";
import {
  addressesToSave,
  applyDraftIntent,
  cardRegionOf,
  contactHeading,
  contactInputOf,
  ContactForm,
  createUserBlocker,
  CreateUserForm,
  deleteBlocker,
  draftIntentOf,
  draftOf,
  pageOfErrors,
  type ContactDraft,
} from "./schema";

const home = { addressID: 5, addressTypeId: 3, customLabel: "", address1: "1 King St", address2: "", city: "Toronto", state: "ON", zip: "", country: "Canada" };
const valid: ContactDraft = { firstName: "Ada", lastName: "Byron", email: "ada@example.com", addresses: [home] };

const messagesOf = (value: Record<string, unknown>) => {
  const r = ContactForm.safeParse(value);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("ContactForm: the §5 messages on SAVE", () => {
  test("a valid contact passes", () => {
    expect(messagesOf({ ...valid, intent: "save" })).toEqual({});
  });

  test("names and email", () => {
    expect(messagesOf({ intent: "save" })).toEqual({ firstName: "First and Last Names are required", email: "Email is required" });
    expect(messagesOf({ ...valid, intent: "save", lastName: undefined })).toEqual({ lastName: "First and Last Names are required" });
    expect(messagesOf({ ...valid, intent: "save", email: "nope@x" })).toEqual({ email: "Please enter a valid email (nope@x)" });
  });

  test("addresses in the list and a filled address form", () => {
    const bad = [{ country: "Canada", state: "ON" }, { addressTypeId: 1 }, { addressTypeId: 1, country: "United States" }, { addressTypeId: 1, country: "Canada", state: "TX" }];
    expect(messagesOf({ ...valid, intent: "save", addresses: bad })).toEqual({
      "addresses.0.addressTypeId": "Please select an address type",
      "addresses.1.country": "Please select a country",
      "addresses.2.state": "Please select a state or province",
      "addresses.3.state": "Please select a state or province",
    });
    expect(messagesOf({ ...valid, intent: "save", address: { city: "Paris" } })).toEqual({ "address.addressTypeId": "Please select an address type" });
    expect(messagesOf({ ...valid, intent: "save", address: { addressTypeId: 2, country: "France" } })).toEqual({});
  });

  test("SAVE ADDRESS checks only the address form; other intents nothing", () => {
    expect(messagesOf({ intent: "saveAddress", address: { addressTypeId: 1 } })).toEqual({ "address.country": "Please select a country" });
    expect(messagesOf({ intent: "next" })).toEqual({});
    expect(messagesOf({ intent: "deleteAddress:0", addresses: [{}] })).toEqual({});
  });
});

describe("pages", () => {
  test("the page of the first error", () => {
    expect(pageOfErrors(["addresses[0].country", "essence1"], 2)).toBe(1);
    expect(pageOfErrors(["vATRate"], 1)).toBe(2);
    expect(pageOfErrors([], 2)).toBe(2);
  });
});

describe("the draft", () => {
  test("from a new contact: default birth date, first client type, no addresses", () => {
    const d = draftOf({
      contactID: 0, firstName: "", lastName: "", preferredPronouns: "Ze", companyName: "", email: "", email2: "", phone: "", mobilePhone: "",
      homePhone: "", workPhone: "", fax: "", canCallAtHome: false, canCallAtWork: false, voicemail: false, prospectiveClient: false,
      pastClient: false, dateOfBirth: null, genderType: { id: null }, maritalStatus: { id: 2 }, spouseName: "", occupation: "", employer: "",
      emergencyContactName: "", emergencyContactNumber: "", companyLogoURL: "", includeLogoOnEmails: false, gSTNumber: "", vATNumber: "",
      vATRate: 0, notes: "", addresses: [], personalData: null,
    });
    expect(d).toMatchObject({ dateOfBirth: "1990-01-01", clientType: "One-on-One", preferredPronouns: "Other", pronounsOther: "Ze", maritalStatusId: 2, genderId: undefined, addresses: [] });
  });

  test("address intents: edit, save (new and replacing), delete, cancel", () => {
    const d: ContactDraft = { ...valid, page: 2 };
    expect(draftIntentOf("editAddress:0")).toEqual({ kind: "editAddress", index: 0 });
    expect(draftIntentOf("next")).toEqual({ kind: "page", page: 2 });
    expect(draftIntentOf("bogus")).toBeNull();
    const editing = applyDraftIntent(d, { kind: "editAddress", index: 0 });
    expect(editing).toMatchObject({ page: 1, editIndex: 0, address: home });
    const replaced = applyDraftIntent({ ...editing, address: { ...home, addressID: 0, city: "Ottawa" } }, { kind: "saveAddress" });
    expect(replaced.addresses).toEqual([{ ...home, city: "Ottawa" }]);
    expect(replaced.editIndex).toBeUndefined();
    const added = applyDraftIntent({ ...d, address: { addressTypeId: 1, country: "France", addressID: 9 } }, { kind: "saveAddress" });
    expect(added.addresses?.[1]).toMatchObject({ addressID: 0, country: "France" });
    expect(applyDraftIntent(added, { kind: "deleteAddress", index: 0 }).addresses).toHaveLength(1);
    expect(applyDraftIntent(editing, { kind: "deleteAddress", index: 0 })).toMatchObject({ addresses: [], editIndex: undefined, address: undefined });
    expect(applyDraftIntent(editing, { kind: "cancelAddress" })).toMatchObject({ editIndex: undefined, address: undefined });
  });

  test("the saved body: the address form kept, pronouns, Stripe ids only when allowed", () => {
    const d: ContactDraft = { ...valid, preferredPronouns: "Other", pronounsOther: "Xe", stripeCustomerId_USA: "cus_1", address: { addressTypeId: 2, country: "France" } };
    expect(addressesToSave(d)).toHaveLength(2);
    const body = contactInputOf(d, { mayEditStripeIds: false });
    expect(body).toMatchObject({ contactID: 0, preferredPronouns: "Xe", clientType: "One-on-One" });
    expect(body).not.toHaveProperty("stripeCustomerId_USA");
    expect(body.addresses[0]).toEqual({ addressType: { id: 3 }, customLabel: "", address: { addressID: 5, address1: "1 King St", address2: "", city: "Toronto", state: "ON", zip: "", country: "Canada" } });
    expect(contactInputOf(d, { mayEditStripeIds: true })).toMatchObject({ stripeCustomerId_USA: "cus_1", stripeCustomerId_Canada: null });
  });
});

describe("buttons and heading", () => {
  const saved = { contactID: 4, userID: null, addresses: [{ address: { country: "Canada" } }] };
  test("CREATE USER", () => {
    expect(createUserBlocker(3, saved)).toBeNull();
    expect(createUserBlocker(2, saved)).toMatch(/office staff/);
    expect(createUserBlocker(8, { ...saved, contactID: 0 })).toMatch(/Save/);
    expect(createUserBlocker(8, { ...saved, userID: 12 })).toMatch(/already has a user/);
    expect(createUserBlocker(8, { ...saved, addresses: [{ address: { country: "France" } }, { address: { country: "Canada" } }] })).toMatch(/United States or Canada/);
    expect(createUserBlocker(8, { ...saved, addresses: [] })).toMatch(/United States or Canada/);
  });

  test("DELETE and the card link", () => {
    expect(deleteBlocker({ contactID: 4, canDelete: true })).toBeNull();
    expect(deleteBlocker({ contactID: 4, canDelete: false })).toMatch(/invoices or billing plans/);
    expect(deleteBlocker({ contactID: 0 })).not.toBeNull();
    expect(cardRegionOf({ stripeCustomerId_USA: "cus_u", stripeCustomerId_Canada: "cus_c" })).toBe("USA");
    expect(cardRegionOf({ stripeCustomerId_USA: " ", stripeCustomerId_Canada: "cus_c" })).toBe("Canada");
    expect(cardRegionOf({})).toBeNull();
  });

  test("the heading", () => {
    expect(contactHeading({ contactID: 1, clientStatus: "Active" })).toBe("Current Client");
    expect(contactHeading({ contactID: 1, clientStatus: "Paused" })).toBe("Current Client (Paused)");
    expect(contactHeading({ contactID: 1, clientStatus: "Potential" })).toBe("Contact");
    expect(contactHeading({ contactID: 0 })).toBe("New Contact");
  });

  test("CREATE USER's password", () => {
    const r = (v: Record<string, unknown>) => {
      const p = CreateUserForm.safeParse({ contactID: 1, email: "a@b.co", ...v });
      return p.success ? null : p.error.issues[0]!.message;
    };
    expect(r({ password: "" })).toBe("Password is required.");
    expect(r({ password: "short" })).toBe("Password entered does not meet minimum requirements.");
    expect(r({ password: "Good!2026", confirmPassword: "Other!2026" })).toBe("Passwords do not match.");
    expect(r({ password: "Good!2026", confirmPassword: "Good!2026" })).toBeNull();
  });
});
