import { describe, expect, test } from "vitest";
import {
  addressLines,
  businessName,
  CLIENT_ADDRESS_ORDER,
  COACH_ADDRESS_ORDER,
  documentAddress,
  invoiceTitle,
  milliPercentText,
  paymentSums,
  registrationLine,
  taxLines,
} from "./invoice-document";

const address = (addressTypeId: number, city: string) => ({
  addressTypeId,
  address1: `${addressTypeId} Main St`,
  address2: "",
  city,
  state: "ON",
  zip: "M5H 1A1",
  country: "Canada",
});

describe("the invoice document's facts", () => {
  test("the title names the invoice by its number", () => {
    expect(invoiceTitle({ invoiceNumber: "LOP-2027-0042" })).toBe("Invoice LOP-2027-0042");
  });

  test("the business name is the company name, else the coach's first and last name", () => {
    expect(businessName({ companyName: "Harbourside Coaching", firstName: "Noah", lastName: "Martin" })).toBe(
      "Harbourside Coaching",
    );
    expect(businessName({ companyName: "  ", firstName: "Noah", lastName: "Martin" })).toBe("Noah Martin");
    expect(businessName({ companyName: "", firstName: "", lastName: "Martin" })).toBe("Martin");
  });

  test("the coach's Work address, else Billing, else Mailing, else the first; the client's Billing, Mailing, Home", () => {
    const home = address(3, "Home town");
    const mailing = address(1, "Mail town");
    const work = address(2, "Work town");
    const billing = address(4, "Bill town");
    const other = address(5, "Other town");
    expect(documentAddress([home, mailing, work, billing], COACH_ADDRESS_ORDER)).toBe(work);
    expect(documentAddress([home, mailing, billing], COACH_ADDRESS_ORDER)).toBe(billing);
    expect(documentAddress([other, home], COACH_ADDRESS_ORDER)).toBe(other);
    expect(documentAddress([home, mailing, work, billing], CLIENT_ADDRESS_ORDER)).toBe(billing);
    expect(documentAddress([work, home, mailing], CLIENT_ADDRESS_ORDER)).toBe(mailing);
    expect(documentAddress([work, home], CLIENT_ADDRESS_ORDER)).toBe(home);
    expect(documentAddress([other, work], CLIENT_ADDRESS_ORDER)).toBe(other);
    expect(documentAddress([], CLIENT_ADDRESS_ORDER)).toBeUndefined();
  });

  test("an address prints its street lines, 'City, ST ZIP' and the country, leaving out what is empty", () => {
    expect(
      addressLines({
        addressTypeId: 2,
        address1: "12 Rue Sainte-Catherine",
        address2: "Bureau 400",
        city: "Montréal",
        state: "QC",
        zip: "H2X 1Z4",
        country: "Canada",
      }),
    ).toEqual(["12 Rue Sainte-Catherine", "Bureau 400", "Montréal, QC H2X 1Z4", "Canada"]);
    expect(
      addressLines({ addressTypeId: 1, address1: " 1 King St W ", address2: "", city: "", state: "ON", zip: "", country: "" }),
    ).toEqual(["1 King St W", "ON"]);
    expect(
      addressLines({ addressTypeId: 1, address1: "", address2: "", city: "Austin", state: "", zip: "78701", country: "" }),
    ).toEqual(["Austin 78701"]);
    expect(addressLines(undefined)).toEqual([]);
  });

  test("a registration number has its line; none, none", () => {
    expect(registrationLine(" 123456789 RT0001 ")).toEqual(["GST/HST registration: 123456789 RT0001"]);
    expect(registrationLine("  ")).toEqual([]);
  });

  test.each([
    [13_000, "13%"],
    [5_000, "5%"],
    [9_975, "9.975%"],
    [14_500, "14.5%"],
    [7_050, "7.05%"],
  ])("a rate of %i thousandths of a percent reads %s", (milli, text) => {
    expect(milliPercentText(milli)).toBe(text);
  });

  test("tax by name and rate, split as the tax summary splits it; an unknown province one 'Sales tax' line", () => {
    expect(taxLines(2_600, "ON")).toEqual([{ label: "HST (13%)", cents: 2_600 }]);
    expect(taxLines(1_000, "AB")).toEqual([{ label: "GST (5%)", cents: 1_000 }]);
    // $200.00 in Quebec: 14.975 % = $29.95, GST 5 / 14.975 of it = $10.00, QST the rest.
    expect(taxLines(2_995, "qc")).toEqual([
      { label: "GST (5%)", cents: 1_000 },
      { label: "QST (9.975%)", cents: 1_995 },
    ]);
    expect(taxLines(1_200, "BC")).toEqual([
      { label: "GST (5%)", cents: 500 },
      { label: "PST (7%)", cents: 700 },
    ]);
    expect(taxLines(1_500, "NS")).toEqual([{ label: "HST (14%)", cents: 1_500 }]);
    expect(taxLines(1_300, null)).toEqual([{ label: "Sales tax", cents: 1_300 }]);
    expect(taxLines(0, "ON")).toEqual([]);
  });

  test("payments, refunds and the balance: void entries and another currency's left out; a void invoice owes nothing", () => {
    const invoice = { totalCents: 22_600, currency: "CAD", isVoid: false };
    const pays = [
      { amountCents: 22_600, currency: "CAD" },
      { amountCents: -11_300, isRefund: true, currency: "CAD" },
      { amountCents: 5_000, isVoid: true, currency: "CAD" },
      { amountCents: -1_000, isRefund: true, isVoid: true, currency: "CAD" },
      { amountCents: 100, currency: "USD" },
    ];
    expect(paymentSums(invoice, pays)).toEqual({ paidCents: 22_600, refundedCents: 11_300, balanceCents: 0 });
    expect(paymentSums(invoice, [{ amountCents: 10_000, currency: "CAD" }])).toEqual({
      paidCents: 10_000,
      refundedCents: 0,
      balanceCents: 12_600,
    });
    expect(paymentSums({ ...invoice, isVoid: true }, [])).toEqual({ paidCents: 0, refundedCents: 0, balanceCents: 0 });
  });
});
