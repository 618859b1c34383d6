import { expect, test } from "vitest";
import { invoiceFileName, invoicePdf } from "./invoice-pdf";

test("the file name is the invoice id and the client's last name with spaces removed (spec §9)", () => {
  expect(invoiceFileName(42, "Van der Berg")).toBe("42-VanderBerg.pdf");
  expect(invoiceFileName(7, " O'Neil-Smith ")).toBe("7-O'Neil-Smith.pdf");
  expect(invoiceFileName(8, "Côté")).toBe("8-Côté.pdf");
  expect(invoiceFileName(9, "a/b\\c")).toBe("9-abc.pdf");
  expect(invoiceFileName(10, "  ")).toBe("10-Client.pdf");
});

test("the PDF is a PDF with the invoice's title", async () => {
  const pdf = await invoicePdf({
    invoiceId: 42,
    name: "April coaching services",
    clientName: "Ada Lovelace",
    currency: "CAD",
    dueDate: "2026-04-01",
    status: "Partially paid",
    lines: [{ itemName: "Coaching", itemDescription: "2 sessions", priceCents: 40000, totalCents: 40000 }],
    totalCents: 45200,
    taxCents: 5200,
    payments: [{ name: "Check", receivedOn: "2026-04-03", amountCents: 10000, isVoid: false }],
    balanceCents: 35200,
  });
  const text = Buffer.from(pdf).toString("latin1");
  expect(text.startsWith("%PDF-")).toBe(true);
  expect(text).toContain("Invoice 42: April coaching services");
});
