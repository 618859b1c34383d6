import { addDays, format, parseISO, subMonths } from "date-fns";
import { fillCard, pendingAgreement, signWithCard } from "../support/agreement-signing";
import { backend, backendLogin, createAffiliate, demo, emailsTo } from "../support/backend";
import { monthAhead, pendingPlan, signingTokenFor } from "../support/billing-plans";
import { runClock } from "../support/billing-clock";
import { expect, signedIn, test } from "../support/fixtures";
import { recordPayment, type Invoice } from "../support/invoices";
import { businessDay } from "../support/payouts";

// Issue 14, the money loop as the people in it see it: the client signs an auto-charge agreement with a
// card, the billing clock issues the month's invoice on the 25th and charges it on the 1st, and the
// coach finds it Paid with the card's receipt. The clock runs for this test's own affiliate only
// (docs/decisions/0259), so the demo data other tests read is left alone.

test("signed with a card, invoiced on the 25th, charged on the 1st: the coach sees it Paid with its receipt", async ({
  page,
  browser,
  baseURL,
}) => {
  const setup = await pendingAgreement(2);
  await signWithCard(page, setup.path, "4242 4242 4242 4242", "Loop Client");

  // The plan starts on the 1st of next month: its invoice is issued on the 25th before and charged on the 1st.
  const { firstBill } = setup;
  const issueDay = format(subMonths(firstBill, 1), "yyyy-MM-25");
  const invoiceName = `${format(firstBill, "MMMM yyyy")} coaching services`;

  // Signed on or after the 25th, the plan got this invoice at signing (issue 37, 0362); otherwise the 25th
  // issues it. One invoice either way: the row below is the only one.
  const signedOnOrAfter25th =
    Number(format(new Date(), "d")) >= 25 && format(subMonths(firstBill, 1), "yyyy-MM") === format(new Date(), "yyyy-MM");
  expect((await runClock(issueDay, setup.affiliate.id)).issued.count).toBe(signedOnOrAfter25th ? 0 : 1);

  const coach = await browser.newContext({ baseURL });
  const coachPage = await coach.newPage();
  await signedIn(coachPage, setup.affiliate.email, setup.affiliate.password);
  await expect(coachPage).toHaveURL(/\/home$/);
  await coachPage.goto(`/clientMgmt/${setup.contact.contactID}`);
  const invoices = coachPage.getByRole("table", { name: "Invoices" });
  const row = invoices.getByRole("row", { name: new RegExp(invoiceName) });
  await expect(row).toContainText("$300.00 USD");
  await expect(row).toContainText("Sent to Stripe");

  expect((await runClock(format(firstBill, "yyyy-MM-dd"), setup.affiliate.id)).charged.count).toBe(1);
  // A second run of the same day charges nothing more.
  expect((await runClock(format(firstBill, "yyyy-MM-dd"), setup.affiliate.id)).charged.count).toBe(0);

  await coachPage.reload();
  await expect(row).toContainText("Paid");
  await coachPage.getByRole("link", { name: `OPEN ${invoiceName}` }).click();
  const open = coachPage.getByRole("region", { name: `${invoiceName} (Paid)` });
  const payments = open.getByRole("table", { name: "Payment details" });
  await expect(payments.getByRole("row")).toHaveCount(2);
  const payment = payments.getByRole("row").nth(1);
  await expect(payment).toContainText("$300.00 USD");
  await expect(payment).toContainText("Completed");

  const receiptUrl = await payment.getByRole("link", { name: "Receipt" }).getAttribute("href");
  const receipt = await coachPage.request.get(receiptUrl!);
  expect(receipt.status()).toBe(200);
  const text = await receipt.text();
  expect(text).toContain("Amount paid: $300.00 USD");
  expect(text).toContain("Paid with visa ending 4242");
  await coach.close();
});

/** Every email the product sent to an address, oldest first, as finance reads the outbox. */
const emailsInOrder = async (to: string) => (await emailsTo(to)).reverse();

test("declined on its due date, paid by the card the client saves from the decline email, then refunded: every email, word for word", async ({
  page,
  browser,
  baseURL,
}) => {
  // A one-month auto-charge plan that started on the 1st of this month: its invoice is due, and the card the
  // client signs with (4000 0000 0000 0341) declines every charge.
  const affiliate = await createAffiliate();
  const start = monthAhead(0);
  const { contact, plan } = await pendingPlan(affiliate.email, {
    password: affiliate.password,
    terms: {
      paymentMethodId: 1,
      creditCardChargeTypeId: 2,
      firstDayOfService: start,
      fullBillingStart: start,
      lastFullBill: start,
    },
    contactValues: { addresses: [] },
  });
  const client = await browser.newContext({ baseURL });
  const clientPage = await client.newPage();
  const signingPath = `/agreement/${await signingTokenFor(contact.email)}`;
  await signWithCard(clientPage, signingPath, "4000 0000 0000 0341", "Pia Client");

  const today = businessDay();
  expect((await runClock(today, affiliate.id)).declined.count).toBe(1);
  const invoiceName = `${format(parseISO(start), "MMMM yyyy")} coaching services`;

  // The client follows the link of the decline email and saves a good card: the page says what it paid.
  const decline = (await emailsInOrder(contact.email)).find((m) => m.subject === "Your card payment was declined")!;
  const link = /https?:\/\/\S+\/card-update\/[A-Za-z0-9_-]+/.exec(decline.text)![0];
  // The invoice email's "View and pay" link (issue 38): the invoice's own pay page.
  const invoiceMail = (await emailsInOrder(contact.email)).find((m) => m.subject.endsWith(`: ${invoiceName}`))!;
  const payLink = /View and pay: (https?:\/\/\S+\/pay\/\d+\/[A-Za-z0-9_-]{43})$/m.exec(invoiceMail.text)![1];
  await clientPage.goto(new URL(link).pathname);
  await fillCard(clientPage, "4242 4242 4242 4242", "Pia Client");
  await clientPage.getByRole("button", { name: "Update card" }).click();
  await expect(clientPage.getByText(`Your card has been updated. We charged $300.00 for ${invoiceName}.`)).toBeVisible();
  await client.close();

  // Finance refunds $100.00 of the charge through the provider.
  const finance = await backendLogin(demo.finance);
  const [invoice] = (
    await backend<Invoice[]>("GET", `/invoice/${contact.contactID}/${affiliate.id}`, { token: finance })
  ).body.filter((i) => i.invoiceName === invoiceName);
  const payment = invoice!.paymentDetails.find((p) => !p.isRefund)!;
  await recordPayment(invoice!, {
    transactionType: 1,
    amountReceived: 100,
    refundOfPaymentID: payment.paymentDetailID,
    paymentTypeID: 1,
  });

  await signedIn(page, affiliate.email, affiliate.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/clientMgmt/${contact.contactID}`);
  const row = page.getByRole("table", { name: "Invoices" }).getByRole("row", { name: new RegExp(invoiceName) });
  await expect(row).toContainText("Paid — $100.00 refunded");

  // Every email of the story, word for word: the client's and the coach's.
  const clientName = `${contact.firstName} ${contact.lastName}`;
  const coachName = `${affiliate.firstName} Tester${affiliate.email.slice("e2e.".length, affiliate.email.indexOf("@"))}`;
  const inWords = (date: Date) => format(date, "MMMM d, yyyy");
  const due = parseISO(start);
  const receiptUrl = payment.stripeReceiptURL as string;
  expect(receiptUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/payments\/simulated\/receipts\/ch_sim_[0-9a-f]{24}$/);
  expect((await emailsInOrder(contact.email)).map((m) => [m.subject, m.text])).toEqual([
    [
      "Please review and sign your coaching agreement",
      [
        "Hello Pia,",
        "",
        `${coachName} has sent you a coaching agreement to review and sign: ${plan.billingPlanName}.`,
        `Open this link to read and sign it: ${baseURL}${signingPath}`,
        "",
        "The link works once and expires in 14 days.",
      ].join("\n"),
    ],
    [
      "Your signed coaching agreement",
      `Hello Pia,\n\nThank you for signing your coaching agreement: ${plan.billingPlanName}. The signed documents are attached.`,
    ],
    [
      `Invoice ${invoice!.invoiceNumber}: ${invoiceName}`,
      [
        "Dear Pia,",
        "",
        `Please find attached your invoice ${invoice!.invoiceNumber}, "${invoiceName}".`,
        "Total: $300.00 USD",
        "Balance due: $300.00 USD",
        `Due date: ${format(due, "MMM")}. ${format(due, "dd, yyyy")}`,
        `Your card on file will be charged on ${inWords(parseISO(today))}.`,
        `View and pay: ${payLink}`,
      ].join("\n"),
    ],
    [
      "Your card payment was declined",
      [
        "Hello Pia,",
        `We could not charge your card $300.00 USD for ${invoiceName}.`,
        `Please update your credit card: ${link}`,
        `We will try the charge again on ${inWords(addDays(parseISO(today), 3))}.`,
      ].join("\n\n"),
    ],
    [
      `Receipt for ${invoiceName}`,
      [
        "Hello Pia,",
        `We received your payment of $300.00 USD for ${invoiceName}. Thank you.`,
        [
          "Amount: $300.00 USD",
          `Invoice: ${invoice!.invoiceNumber}, ${invoiceName}`,
          "Method: Credit Card USA",
          "Remaining balance: $0.00 USD",
          `Receipt: ${receiptUrl}`,
        ].join("\n"),
      ].join("\n\n"),
    ],
    [
      `Refund for ${invoiceName}`,
      [
        "Hello Pia,",
        `We refunded $100.00 USD of your payment for ${invoiceName}.`,
        [
          "Amount: $100.00 USD",
          `Invoice: ${invoice!.invoiceNumber}, ${invoiceName}`,
          "Method: Credit Card USA",
          // Its credit note, attached (docs/decisions/0392).
          `Credit note: ${invoice!.invoiceNumber.replace(/-\d+$/, "")}-CN-0001 (attached)`,
        ].join("\n"),
        "The refund goes back to the card you paid with; your bank may take a few days to show it.",
      ].join("\n\n"),
    ],
  ]);
  expect(link).toBe(`${baseURL}/card-update/${new URL(link).pathname.split("/").at(-1)}`);
  expect((await emailsInOrder(affiliate.email)).map((m) => [m.subject, m.text])).toEqual([
    ["Verify your Coach Hub email", expect.stringMatching(/^Hello Erin,\n\nA Coach Hub account has been created for you\./)],
    [
      `${clientName} signed the coaching agreement`,
      `${clientName} signed the coaching agreement ${plan.billingPlanName}. The plan is now Active.\n\nThe signed documents are attached.`,
    ],
    [
      `Card payment declined: ${clientName}`,
      [
        `Hello ${affiliate.firstName},`,
        `The card payment of ${clientName} for ${invoiceName} ($300.00 USD) was declined on ${inWords(parseISO(today))}.`,
        "Reason: Your card was declined.",
        `${clientName} was emailed a link to update the card.`,
        `We will try the charge again on ${inWords(addDays(parseISO(today), 3))}.`,
      ].join("\n\n"),
    ],
  ]);
});
