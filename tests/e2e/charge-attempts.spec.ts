import { addDays, format, parseISO, subMonths } from "date-fns";
import { fillCard, pendingAgreement, signWithCard } from "../support/agreement-signing";
import { backend, backendLogin, createAffiliate, demo } from "../support/backend";
import { monthAhead, pendingPlan, signingTokenFor } from "../support/billing-plans";
import { runClock } from "../support/billing-clock";
import { sendCardUpdateLink } from "../support/card-update";
import { expect, signedIn, test } from "../support/fixtures";

// Issue 37, attempts as data (docs/decisions/0365–0367): a declined auto-charge shows its attempts under the
// invoice in client details, and finance's CHARGE CARD NOW charges the saved card — declined on the card
// that declines every charge (4000 0000 0000 0341), paid once the client saved 4242 through the link.

/** 'Mon. DD, YYYY' as the app writes dates (spec §9: May. too). */
const day = (date: Date) => `${format(date, "MMM")}. ${format(date, "dd, yyyy")}`;

test("a declined charge shows as an attempt with its next retry; CHARGE CARD NOW declines, then pays on the new card", async ({
  page,
  browser,
  baseURL,
}) => {
  const setup = await pendingAgreement(2);
  const client = await browser.newContext({ baseURL });
  const clientPage = await client.newPage();
  await signWithCard(clientPage, setup.path, "4000 0000 0000 0341", "Declined Client");

  const { firstBill } = setup;
  const invoiceName = `${format(firstBill, "MMMM yyyy")} coaching services`;
  await runClock(format(subMonths(firstBill, 1), "yyyy-MM-25"), setup.affiliate.id);
  expect((await runClock(format(firstBill, "yyyy-MM-dd"), setup.affiliate.id)).declined.count).toBe(1);
  // A rerun of the day makes no second attempt.
  expect((await runClock(format(firstBill, "yyyy-MM-dd"), setup.affiliate.id)).declined.count).toBe(0);

  await signedIn(page, demo.finance);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/clientMgmt/${setup.contact.contactID}`);
  await page.getByRole("link", { name: `OPEN ${invoiceName}` }).click();
  const open = page.getByRole("region", { name: `${invoiceName} (Sent to Stripe)` });
  const attempts = open.getByRole("table", { name: "Charge attempts" });
  await expect(attempts.getByRole("row")).toHaveCount(2);
  await expect(attempts.getByRole("row").nth(1).getByRole("cell")).toHaveText([
    "1",
    day(firstBill),
    "Declined",
    "Your card was declined.",
    day(addDays(firstBill, 3)),
  ]);
  await expect(open.getByText(`Retrying on ${day(addDays(firstBill, 3))}`)).toBeVisible();

  await open.getByRole("button", { name: "CHARGE CARD NOW" }).click();
  await expect(page.getByText("The card was declined: Your card was declined.")).toBeVisible();
  await expect(attempts.getByRole("row")).toHaveCount(3);
  await expect(attempts.getByRole("row").nth(2).getByRole("cell").nth(2)).toHaveText("Declined");

  // The client saves a good card through the link; the invoice is not due yet (the test clock's month), so
  // the update charges nothing and finance charges it now.
  await clientPage.goto(await sendCardUpdateLink({ affiliate: setup.affiliate, contact: setup.contact, region: "USA" }));
  await fillCard(clientPage, "4242 4242 4242 4242", "Declined Client");
  await clientPage.getByRole("button", { name: "Update card" }).click();
  await expect(clientPage.getByRole("heading", { name: "Your card has been updated" })).toBeVisible();
  await client.close();

  await page.reload();
  await page
    .getByRole("region", { name: `${invoiceName} (Sent to Stripe)` })
    .getByRole("button", { name: "CHARGE CARD NOW" })
    .click();
  await expect(page.getByText(`Charged $300.00 to the client's card for ${invoiceName}.`)).toBeVisible();
  const paid = page.getByRole("region", { name: `${invoiceName} (Paid)` });
  const paidAttempts = paid.getByRole("table", { name: "Charge attempts" });
  await expect(paidAttempts.getByRole("row")).toHaveCount(4);
  await expect(paidAttempts.getByRole("row").nth(3).getByRole("cell").nth(2)).toHaveText("Succeeded");
  await expect(paid.getByRole("button", { name: "CHARGE CARD NOW" })).toHaveCount(0);
  await expect(paid.getByRole("table", { name: "Payment details" }).getByRole("row").nth(1)).toContainText("$300.00 USD");
});

test("a card saved through the link pays the declined invoice at once, and the page says what was charged", async ({ page }) => {
  // An auto-charge plan that started on the 1st of this month: its invoice is due, and declined on 0341.
  const affiliate = await createAffiliate();
  const start = monthAhead(0);
  const { contact } = await pendingPlan(affiliate.email, {
    password: affiliate.password,
    terms: {
      paymentMethodId: 1,
      creditCardChargeTypeId: 2,
      firstDayOfService: start,
      fullBillingStart: start,
      lastFullBill: "2099-12-01",
    },
    contactValues: { addresses: [] },
  });
  await signWithCard(page, `/agreement/${await signingTokenFor(contact.email)}`, "4000 0000 0000 0341", "Late Client");
  expect((await runClock(format(new Date(), "yyyy-MM-dd"), affiliate.id)).declined.count).toBe(1);
  const invoiceName = `${format(parseISO(start), "MMMM yyyy")} coaching services`;

  await page.goto(await sendCardUpdateLink({ affiliate, contact, region: "USA" }));
  await fillCard(page, "4242 4242 4242 4242", "Late Client");
  await page.getByRole("button", { name: "Update card" }).click();
  await expect(page.getByText(`Your card has been updated. We charged $300.00 for ${invoiceName}.`)).toBeVisible();

  const invoices = await backend<{ invoiceName: string; balance: number; invoiceStatus: { name: string } }[]>(
    "GET",
    `/invoice/${contact.contactID}/${affiliate.id}`,
    { token: await backendLogin(affiliate.email, affiliate.password) },
  );
  expect(invoices.body.find((i) => i.invoiceName === invoiceName)).toMatchObject({ balance: 0, invoiceStatus: { name: "Paid" } });
});
