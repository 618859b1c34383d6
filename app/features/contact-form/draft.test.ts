import { describe, expect, test } from "vitest";
import { home, valid } from "./draft.fixture";
import { addressesToSave, contactInputOf, draftOf } from "./draft";
import { applyDraftIntent, draftIntentOf } from "./draft-intents";
import type { ContactDraft } from "./schema";

describe("the draft", () => {
  test("from a new contact: default birth date, first client type, no addresses", () => {
    const d = draftOf({
      contactID: 0,
      firstName: "",
      lastName: "",
      preferredPronouns: "Ze",
      companyName: "",
      email: "",
      email2: "",
      phone: "",
      mobilePhone: "",
      homePhone: "",
      workPhone: "",
      fax: "",
      canCallAtHome: false,
      canCallAtWork: false,
      voicemail: false,
      prospectiveClient: false,
      pastClient: false,
      dateOfBirth: null,
      genderType: { id: null },
      maritalStatus: { id: 2 },
      spouseName: "",
      occupation: "",
      employer: "",
      emergencyContactName: "",
      emergencyContactNumber: "",
      companyLogoURL: "",
      includeLogoOnEmails: false,
      gSTNumber: "",
      vATNumber: "",
      vATRate: 0,
      notes: "",
      addresses: [],
      personalData: null,
    });
    expect(d).toMatchObject({
      dateOfBirth: "1990-01-01",
      clientType: "One-on-One",
      preferredPronouns: "Other",
      pronounsOther: "Ze",
      maritalStatusId: 2,
      genderId: undefined,
      addresses: [],
    });
  });

  test("address intents: edit, save (new and replacing), delete, cancel", () => {
    const d: ContactDraft = { ...valid, page: 2 };
    expect(draftIntentOf("editAddress:0")).toEqual({ kind: "editAddress", index: 0 });
    expect(draftIntentOf("next")).toEqual({ kind: "page", page: 2 });
    expect(draftIntentOf("bogus")).toBeNull();
    const editing = applyDraftIntent(d, { kind: "editAddress", index: 0 });
    expect(editing).toMatchObject({ page: 1, editIndex: 0, address: home });
    const replaced = applyDraftIntent(
      { ...editing, address: { ...home, addressID: 0, city: "Ottawa" } },
      { kind: "saveAddress" },
    );
    expect(replaced.addresses).toEqual([{ ...home, city: "Ottawa" }]);
    expect(replaced.editIndex).toBeUndefined();
    const added = applyDraftIntent(
      { ...d, address: { addressTypeId: 1, country: "France", addressID: 9 } },
      { kind: "saveAddress" },
    );
    expect(added.addresses?.[1]).toMatchObject({ addressID: 0, country: "France" });
    expect(applyDraftIntent(added, { kind: "deleteAddress", index: 0 }).addresses).toHaveLength(1);
    expect(applyDraftIntent(editing, { kind: "deleteAddress", index: 0 })).toMatchObject({
      addresses: [],
      editIndex: undefined,
      address: undefined,
    });
    expect(applyDraftIntent(editing, { kind: "cancelAddress" })).toMatchObject({ editIndex: undefined, address: undefined });
  });

  test("the saved body: the address form kept, pronouns, Stripe ids only when allowed", () => {
    const d: ContactDraft = {
      ...valid,
      preferredPronouns: "Other",
      pronounsOther: "Xe",
      stripeCustomerId_USA: "cus_1",
      address: { addressTypeId: 2, country: "France" },
    };
    expect(addressesToSave(d)).toHaveLength(2);
    const body = contactInputOf(d, { mayEditStripeIds: false });
    expect(body).toMatchObject({ contactID: 0, preferredPronouns: "Xe", clientType: "One-on-One" });
    expect(body).not.toHaveProperty("stripeCustomerId_USA");
    expect(body.addresses[0]).toEqual({
      addressType: { id: 3 },
      customLabel: "",
      address: { addressID: 5, address1: "1 King St", address2: "", city: "Toronto", state: "ON", zip: "", country: "Canada" },
    });
    expect(contactInputOf(d, { mayEditStripeIds: true })).toMatchObject({
      stripeCustomerId_USA: "cus_1",
      stripeCustomerId_Canada: null,
    });
  });
});
