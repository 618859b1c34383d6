import { describe, expect, test } from "vitest";
import { ContactBody } from "../../../../contract/contacts";
import { addressesOf, contactProblem, contactValues, emptyContact, toWireContact } from "./contacts.wire";

const parse = (v: unknown) => ContactBody.parse(v);

describe("contacts wire", () => {
  test("the empty contact: id 0, 1990-01-01, not a current client, no addresses", () => {
    const e = emptyContact();
    expect(e).toMatchObject({
      contactID: 0,
      dateOfBirth: "1990-01-01",
      currentClient: false,
      addresses: [],
      personalData: null,
      billingAmount: 0,
    });
  });

  test("a row goes out with dollars, percent rates and the spec's names", () => {
    const base = emptyContact();
    const row = {
      ...contactValues(parse({ firstName: "A", lastName: "B", email: "a@b.co", vATRate: 5 })),
      id: 7,
      affiliateId: 3,
      userId: null,
      gstRateBp: 1300,
      currentClient: true,
      stripeCustomerIdUsa: "cus_1",
      stripeCustomerIdCanada: null,
      clientStatus: "Active",
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    const w = toWireContact(
      row,
      {
        affiliateName: "Maya Lopez",
        contactTypeName: "Referral",
        invoiceStatus: "Paid",
        paymentStatus: "Paid",
        billingAmountCents: 12345,
        sessionsPerMonth: 2,
        expirationDate: "2026-12-31",
        hasInvoices: true,
        hasBillingPlans: false,
      },
      [
        {
          id: 9,
          contactId: 7,
          addressTypeId: 3,
          addressTypeName: "Home",
          customLabel: "",
          address1: "1",
          address2: "",
          city: "X",
          state: "ON",
          zip: "",
          country: "Canada",
          createdAt: new Date(),
        },
      ],
    );
    expect(Object.keys(w).sort()).toEqual(Object.keys(base).sort());
    expect(w).toMatchObject({
      contactID: 7,
      affiliateID: 3,
      affiliateName: "Maya Lopez",
      gSTRate: 13,
      vATRate: 5,
      billingAmount: 123.45,
      contactType: "Referral",
      stripeCustomerId_USA: "cus_1",
      hasInvoices: true,
      hasBillingPlans: false,
      canDelete: false,
    });
    expect(w.addresses[0]).toEqual({
      addressType: { id: 3, name: "Home" },
      customLabel: "",
      contactID: 7,
      address: { addressID: 9, address1: "1", address2: "", city: "X", state: "ON", zip: "", country: "Canada" },
    });
  });

  test("a body comes in trimmed, with null references and addressID 0 as new", () => {
    const input = parse({
      firstName: " A ",
      lastName: "B",
      email: " a@b.co ",
      genderType: { id: 0 },
      maritalStatus: { id: 2 },
      addresses: [{ addressType: { id: 1 }, address: { addressID: 0, country: " Canada ", state: "on" } }],
    });
    expect(contactValues(input)).toMatchObject({
      firstName: "A",
      email: "a@b.co",
      genderId: null,
      maritalStatusId: 2,
      dateOfBirth: null,
    });
    expect(addressesOf(input)[0]).toMatchObject({ addressId: 0, addressTypeId: 1, country: "Canada", state: "on" });
  });

  test("validation, first problem wins", () => {
    expect(contactProblem(parse({ firstName: "A", lastName: "B", email: "a@b.co" }))).toBeNull();
    expect(contactProblem(parse({ firstName: "A", email: "a@b.co" }))).toBe("First and Last Names are required");
    expect(contactProblem(parse({ firstName: "A", lastName: "B" }))).toBe("Email is required");
    expect(contactProblem(parse({ firstName: "A", lastName: "B", email: "a@b" }))).toBe("Please enter a valid email (a@b)");
    expect(
      contactProblem(parse({ firstName: "A", lastName: "B", email: "a@b.co", addresses: [{ address: { country: "Canada" } }] })),
    ).toBe("Please select an address type");
    expect(
      contactProblem(
        parse({
          firstName: "A",
          lastName: "B",
          email: "a@b.co",
          addresses: [{ addressType: { id: 2 }, address: { country: "Canada" } }],
        }),
      ),
    ).toBe("Please select a state or province");
  });
});
