import { describe, expect, test } from "vitest";
import { valid } from "./draft.fixture";
import { ContactForm } from "./schema";

const messagesOf = (value: Record<string, unknown>) => {
  const r = ContactForm.safeParse(value);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("ContactForm: the §5 messages on SAVE", () => {
  test("a valid contact passes", () => {
    expect(messagesOf({ ...valid, intent: "save" })).toEqual({});
  });

  test("names and email", () => {
    expect(messagesOf({ intent: "save" })).toEqual({
      firstName: "First and Last Names are required",
      email: "Email is required",
    });
    expect(messagesOf({ ...valid, intent: "save", lastName: undefined })).toEqual({
      lastName: "First and Last Names are required",
    });
    expect(messagesOf({ ...valid, intent: "save", email: "nope@x" })).toEqual({ email: "Please enter a valid email (nope@x)" });
  });

  test("addresses in the list and a filled address form", () => {
    const bad = [
      { country: "Canada", state: "ON" },
      { addressTypeId: 1 },
      { addressTypeId: 1, country: "United States" },
      { addressTypeId: 1, country: "Canada", state: "TX" },
    ];
    expect(messagesOf({ ...valid, intent: "save", addresses: bad })).toEqual({
      "addresses.0.addressTypeId": "Please select an address type",
      "addresses.1.country": "Please select a country",
      "addresses.2.state": "Please select a state or province",
      "addresses.3.state": "Please select a state or province",
    });
    expect(messagesOf({ ...valid, intent: "save", address: { city: "Paris" } })).toEqual({
      "address.addressTypeId": "Please select an address type",
    });
    expect(messagesOf({ ...valid, intent: "save", address: { addressTypeId: 2, country: "France" } })).toEqual({});
  });

  test("SAVE ADDRESS checks only the address form; other intents nothing", () => {
    expect(messagesOf({ intent: "saveAddress", address: { addressTypeId: 1 } })).toEqual({
      "address.country": "Please select a country",
    });
    expect(messagesOf({ intent: "next" })).toEqual({});
    expect(messagesOf({ intent: "deleteAddress:0", addresses: [{}] })).toEqual({});
  });
});

describe("ContactForm: the backend's limits as field errors (docs/decisions/0110)", () => {
  test("too long text shows the backend's message on the field", () => {
    expect(
      messagesOf({
        ...valid,
        intent: "save",
        notes: "n".repeat(10_001),
        homePhone: "1".repeat(32),
        lifePurpose: "p".repeat(2001),
      }),
    ).toEqual({
      notes: "Notes can be at most 10000 characters.",
      homePhone: "Home Phone can be at most 31 characters.",
      lifePurpose: "Life purpose can be at most 2000 characters.",
    });
  });

  test("an address line too long shows on the address form", () => {
    const address = { addressTypeId: 1, country: "Canada", state: "ON", address1: "a".repeat(201) };
    expect(messagesOf({ ...valid, intent: "saveAddress", address })).toEqual({
      "address.address1": "Address line 1 can be at most 200 characters.",
    });
  });

  test("an impossible date of birth", () => {
    expect(messagesOf({ ...valid, intent: "save", dateOfBirth: "2023-02-29" })).toEqual({
      dateOfBirth: "Date of Birth is not a valid date: 2023-02-29",
    });
  });

  test("an eleventh address is refused; editing one of ten is not", () => {
    const one = { addressTypeId: 1, country: "Canada", state: "ON" };
    const ten = Array.from({ length: 10 }, () => one);
    expect(messagesOf({ ...valid, intent: "saveAddress", addresses: ten, address: one })).toEqual({
      "address.addressTypeId": "A contact can have at most 10 addresses.",
    });
    expect(messagesOf({ ...valid, intent: "saveAddress", addresses: ten, address: one, editIndex: 3 })).toEqual({});
  });
});
