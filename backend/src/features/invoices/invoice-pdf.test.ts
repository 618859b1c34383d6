import { expect, test } from "vitest";
import { pdfLines } from "../../testing/pdf-text";
import { onePixelPng } from "../../testing/png";
import type { InvoiceDocument } from "./invoice-document";
import { invoiceFileName, invoicePdf } from "./invoice-pdf";

test("the file name is the invoice id and the client's last name with spaces removed (spec §9)", () => {
  expect(invoiceFileName(42, "Van der Berg")).toBe("42-VanderBerg.pdf");
  expect(invoiceFileName(7, " O'Neil-Smith ")).toBe("7-O'Neil-Smith.pdf");
  expect(invoiceFileName(8, "Côté")).toBe("8-Côté.pdf");
  expect(invoiceFileName(9, "a/b\\c")).toBe("9-abc.pdf");
  expect(invoiceFileName(10, "  ")).toBe("10-Client.pdf");
});

const document = (overrides: Partial<InvoiceDocument> = {}): InvoiceDocument => ({
  invoiceId: 42,
  invoiceNumber: "LOP-2026-0042",
  title: "Invoice LOP-2026-0042",
  name: "April coaching services",
  coach: {
    name: "Harbourside Coaching",
    address: ["12 Rue Sainte-Catherine", "Montréal, QC H2X 1Z4", "Canada"],
    gstNumber: "123456789 RT0001",
    logo: null,
  },
  client: { name: "Ada Lovelace", address: ["1 King St W", "Toronto, ON M5H 1A1", "Canada"], gstNumber: "" },
  currency: "CAD",
  issueDate: "2026-03-25",
  dueDate: "2026-04-01",
  status: "Partially paid",
  lines: [{ itemName: "Coaching", itemDescription: "2 sessions", totalCents: 40_000 }],
  subTotalCents: 40_000,
  taxLines: [{ label: "HST (13%)", cents: 5_200 }],
  totalCents: 45_200,
  payments: [{ name: "Check", receivedOn: "2026-04-03", amountCents: 10_000, isRefund: false, isVoid: false }],
  paidCents: 10_000,
  refundedCents: 0,
  balanceCents: 35_200,
  payUrl: "http://localhost:3000/pay/42/abcDEF_-123",
  ...overrides,
});

test("the PDF reads, top to bottom, who bills whom, the dates, the lines and tax, the payments, the balance and the pay link", async () => {
  const pdf = await invoicePdf(document());
  expect(Buffer.from(pdf).toString("latin1")).toContain("Invoice LOP-2026-0042: April coaching services");
  expect(await pdfLines(pdf)).toEqual([
    "Harbourside Coaching",
    "12 Rue Sainte-Catherine",
    "Montréal, QC H2X 1Z4",
    "Canada",
    "GST/HST registration: 123456789 RT0001",
    "Invoice LOP-2026-0042",
    "April coaching services",
    "Issue date: Mar. 25, 2026",
    "Due date: Apr. 01, 2026",
    "Status: Partially paid",
    "Bill to",
    "Ada Lovelace",
    "1 King St W",
    "Toronto, ON M5H 1A1",
    "Canada",
    "Description Amount",
    "Coaching — 2 sessions $400.00 CAD",
    "Subtotal $400.00 CAD",
    "HST (13%) $52.00 CAD",
    "Total $452.00 CAD",
    "Payments and refunds",
    "Apr. 03, 2026 Check $100.00 CAD",
    "Payments $100.00 CAD",
    "Refunds $0.00 CAD",
    "Balance $352.00 CAD",
    "Pay online",
    "http://localhost:3000/pay/42/abcDEF_-123",
  ]);
});

test("an untaxed, unpaid invoice has no subtotal, tax or payment list; a paid one no pay link", async () => {
  const lines = await pdfLines(
    await invoicePdf(
      document({
        currency: "USD",
        taxLines: [],
        payments: [],
        paidCents: 45_200,
        balanceCents: 0,
        payUrl: null,
      }),
    ),
  );
  expect(lines.slice(lines.indexOf("Description Amount"))).toEqual([
    "Description Amount",
    "Coaching — 2 sessions $400.00 USD",
    "Total $452.00 USD",
    "Payments $452.00 USD",
    "Refunds $0.00 USD",
    "Balance $0.00 USD",
  ]);
});

test("a stored PNG logo is embedded; bytes pdfkit cannot read leave the invoice without a logo", async () => {
  const withLogo = Buffer.from(await invoicePdf(document({ coach: { ...document().coach, logo: onePixelPng() } })));
  expect(withLogo.toString("latin1")).toContain("/Subtype /Image");
  expect((await pdfLines(withLogo))[0]).toBe("Harbourside Coaching");
  const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
  const without = Buffer.from(await invoicePdf(document({ coach: { ...document().coach, logo: broken } })));
  expect(without.toString("latin1")).not.toContain("/Subtype /Image");
  expect((await pdfLines(without))[0]).toBe("Harbourside Coaching");
});
