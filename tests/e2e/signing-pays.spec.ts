import { format, parseISO } from "date-fns";
import { createPlanBody } from "../../backend/src/testing/plan-body";
import { signWithCard } from "../support/agreement-signing";
import { backend, backendLogin, createAffiliate } from "../support/backend";
import { demoTemplateId, monthAhead, pendingPlan, signingTokenFor, type Plan } from "../support/billing-plans";
import { runClock } from "../support/billing-clock";
import { expect, test } from "../support/fixtures";

// Issue 37 (docs/decisions/0376): a card saved on the signing page pays the client's open auto-charge invoices
// at once, and the signed page's toast says what was charged.

test("signing a new agreement with a good card pays the earlier plan's declined invoice, and the page says so", async ({
  page,
}) => {
  // An auto-charge plan that started on the 1st of this month: its invoice is due, and declined on 0341.
  const affiliate = await createAffiliate();
  const start = monthAhead(0);
  const autoCharge = { paymentMethodId: 1, creditCardChargeTypeId: 2 };
  const { contact, plan } = await pendingPlan(affiliate.email, {
    password: affiliate.password,
    terms: { ...autoCharge, firstDayOfService: start, fullBillingStart: start, lastFullBill: "2099-12-01" },
    contactValues: { addresses: [] },
  });
  await signWithCard(page, `/agreement/${await signingTokenFor(contact.email)}`, "4000 0000 0000 0341", "Late Client");
  expect((await runClock(format(new Date(), "yyyy-MM-dd"), affiliate.id)).declined.count).toBe(1);
  const invoiceName = `${format(parseISO(start), "MMMM yyyy")} coaching services`;

  // The coach ends that plan and sends a new auto-charge agreement starting next month.
  const token = await backendLogin(affiliate.email, affiliate.password);
  const ended = await backend("PUT", `/billingPlan/${plan.billingPlanID}`, {
    token,
    body: { ...plan, statusID: 4, notes: "Replaced" },
  });
  expect(ended.status).toBe(200);
  const ids = {
    contactID: contact.contactID,
    affiliateID: affiliate.id,
    agreementTemplateId: await demoTemplateId(token, affiliate.id),
  };
  const next = await backend<Plan>("POST", "/billingPlan", {
    token,
    body: { ...createPlanBody(ids, monthAhead(1)), ...autoCharge, lastFullBill: "2099-12-01" },
  });
  expect(next.status).toBe(201);

  await signWithCard(page, `/agreement/${await signingTokenFor(contact.email)}`, "4242 4242 4242 4242", "Late Client");
  await expect(page.getByText(`Your agreement is signed. We charged $300.00 for ${invoiceName}.`)).toBeVisible();

  const invoices = await backend<{ invoiceName: string; balance: number; invoiceStatus: { name: string } }[]>(
    "GET",
    `/invoice/${contact.contactID}/${affiliate.id}`,
    { token },
  );
  expect(invoices.body.find((i) => i.invoiceName === invoiceName)).toMatchObject({ balance: 0, invoiceStatus: { name: "Paid" } });
});
