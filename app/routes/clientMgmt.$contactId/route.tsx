import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction, AppLoadContext } from "@remix-run/node";
import { Form, Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { Button } from "~/components/button";
import { Heading, Text } from "~/components/primitives";
import { chargeTypeLabel } from "@domain/payment-methods";
import { api, ApiError, apiErrorResponse } from "~/api/index.server";
import type { BillingPlan } from "~/api/billing-plans.server";
import { invoiceFileName } from "~/api/invoices.server";
import { invoiceRowOf, InvoicesTable } from "~/features/invoices/invoices-table";
import { requireSession } from "~/auth/session.server";
import { ActionsColumnHeader } from "~/components/actions-column-header";
import { BodyCell, BodyRow, DataTable, Table } from "~/components/data-table";
import { HintTooltip } from "~/components/hint-tooltip";
import { PageHeading } from "~/components/page-heading";
import { formatDate, formatExpiration, formatMoneyIn, formatSavedCard, fullName } from "~/lib/format";
import { notFoundMessage, unknownIntent } from "~/lib/responses";
import { isFinance } from "~/lib/roles";
import { requireIdParam } from "~/lib/route-params";
import { businessDayOf, businessToday } from "~/lib/business-date.server";
import { chargeCardNow } from "~/features/invoices/charge-card.server";
import { cardRegionOf } from "~/features/contact-form/button-rules";
import { sendCardLinkFor } from "~/features/contact-form/contact-form.server";
import {
  NOT_IN_CONTRACT_PERIOD,
  outsideServiceDays,
  PLAN_ACTION_LABELS,
  planRowOf,
  paymentMethodLabel,
  planActionsOf,
  planStatusClass,
  planStatusLabel,
} from "./plan-view";

export const meta: MetaFunction = () => [{ title: "Client Details · Coach Hub" }];

async function readClient(request: Request, context: AppLoadContext, contactId: number) {
  const auth = await requireSession(request, context);
  try {
    const contact = await api(auth).contacts.get(contactId, auth.user.id);
    return { auth, contact };
  } catch (error) {
    if (error instanceof ApiError) throw apiErrorResponse(error, { notFound: notFoundMessage("Contact", contactId) });
    throw error;
  }
}

/**
 * A client's details (billing spec §2 "Client details", "Billing plan table"): the client, its billing
 * plans (GET /billingPlan/{contactId}/{affiliateId}) and, with ?plan={id}, that plan's details panel. The
 * plan-change dialogs are child routes rendered in the Outlet.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const contactId = requireIdParam(params, "contactId");
  const { auth, contact } = await readClient(request, context, contactId);
  const affiliateId = contact.affiliateID ?? auth.user.id;
  // The plans, the invoices and the saved cards are read side by side; each failure is told on its own.
  const [plansRead, invoicesRead, cardsRead] = await Promise.allSettled([
    api(auth).billingPlans.list(contactId, affiliateId),
    api(auth).invoices.listForClient(contactId, affiliateId),
    cardRegionOf(contact) === null ? { cards: [] } : api(auth).contacts.savedCards(contactId, affiliateId),
  ]);
  const failure = (read: PromiseRejectedResult, what: string) => {
    if (!(read.reason instanceof ApiError)) throw read.reason;
    return `Failed to Get ${what} --- error: ${read.reason.message}`;
  };
  const savedCards = cardsRead.status === "fulfilled" ? cardsRead.value.cards : [];
  const plans: BillingPlan[] = plansRead.status === "fulfilled" ? plansRead.value : [];
  const error = plansRead.status === "rejected" ? failure(plansRead, "Billing Plans") : null;
  const invoices = invoicesRead.status === "fulfilled" ? invoicesRead.value : [];
  const invoicesError = invoicesRead.status === "rejected" ? failure(invoicesRead, "Invoices") : null;
  const searchParams = new URL(request.url).searchParams;
  const planParam = Number(searchParams.get("plan"));
  const openInvoice = invoices.find((i) => i.invoiceID === Number(searchParams.get("open")));
  return {
    client: {
      contactID: contact.contactID,
      name: fullName(contact.firstName, contact.lastName) || contact.email,
      canSendCardLink: cardRegionOf(contact) !== null,
    },
    savedCards,
    savedCardsError: cardsRead.status === "rejected" ? failure(cardsRead, "Saved Cards") : null,
    plans: plans.map(planRowOf),
    openPlan: plans.find((p) => p.billingPlanID === planParam) ?? null,
    today: businessToday(),
    seesCca: isFinance(auth.sysUser.userRole),
    error,
    invoices: invoices.map(invoiceRowOf),
    openInvoice: openInvoice
      ? {
          ...openInvoice,
          pdfHref: `/invoicedocuments/${encodeURIComponent(invoiceFileName(openInvoice.invoiceID, contact.lastName ?? ""))}`,
          attemptDays: openInvoice.chargeAttempts.map((a) => businessDayOf(a.attemptedOnUTC)),
        }
      : null,
    // CHARGE CARD NOW is offered for the regions with a saved card.
    cardRegions: savedCards.map((card) => card.region),
    finance: isFinance(auth.sysUser.userRole),
    invoicesError,
  };
}

/**
 * SEND CLIENT CREDIT CARD UPDATE LINK: the contact form's flow (issue 4), back to these details; CHARGE
 * CARD NOW on an open invoice (docs/decisions/0366).
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const contactId = requireIdParam(params, "contactId");
  const { auth, contact } = await readClient(request, context, contactId);
  const form = await request.formData();
  switch (form.get("intent")) {
    case "sendCardLink":
      return sendCardLinkFor(auth, contact, `/clientMgmt/${contactId}`);
    case "chargeCard":
      return chargeCardNow(auth, contactId, form);
    default:
      throw unknownIntent();
  }
}

export default function ClientDetails() {
  const {
    client,
    savedCards,
    savedCardsError,
    plans,
    openPlan,
    today,
    seesCca,
    error,
    invoices,
    openInvoice,
    finance,
    invoicesError,
    cardRegions,
  } = useLoaderData<typeof loader>();
  const { pathname, search } = useLocation();
  const base = `/clientMgmt/${client.contactID}`;
  return (
    <>
      <PageHeading>Client Details</PageHeading>
      <div className="client-details-bar">
        <Heading as="h2" size="5">
          {client.name}
        </Heading>
        <Link to={`${pathname}${search}`} preventScrollReset>
          REFRESH
        </Link>
        {client.canSendCardLink ? (
          <Form method="post" action={base}>
            <Button type="submit" name="intent" value="sendCardLink" variant="soft">
              SEND CLIENT CREDIT CARD UPDATE LINK
            </Button>
          </Form>
        ) : null}
        <Link to={`${base}/history`} className="button-link">
          MONEY TIMELINE
        </Link>
        <Link to="/clientMgmt" className="button-link button-link-gray">
          BACK TO CLIENT LIST
        </Link>
      </div>
      <SavedCards cards={savedCards} error={savedCardsError} />
      <Outlet />
      <section aria-labelledby="billing-plans-title">
        <Heading as="h2" size="4" mb="2" id="billing-plans-title">
          Billing Plans
        </Heading>
        {error ? (
          <Text as="p" color="red" role="alert">
            {error}
          </Text>
        ) : null}
        <DataTable size="1">
          <caption className="visually-hidden">Billing plans</caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>PLAN NAME</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>STATUS</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>FULL BILLING START</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>LAST FULL BILL</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>CHARGE TYPE</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>SESSIONS PER MONTH</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>CURRENCY</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>TOTAL INVOICE CHARGE</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>AFFILIATE NET PAYMENT</Table.ColumnHeaderCell>
              <ActionsColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {plans.map((p) => {
              const open = p.billingPlanID === openPlan?.billingPlanID;
              return (
                <BodyRow key={p.billingPlanID} aria-current={open ? "true" : undefined}>
                  <BodyCell>{p.billingPlanName}</BodyCell>
                  <BodyCell>
                    <PlanStatus statusId={p.statusID} />
                  </BodyCell>
                  <BodyCell>{formatDate(p.fullBillingStart)}</BodyCell>
                  <BodyCell>{formatDate(p.lastFullBill)}</BodyCell>
                  <BodyCell>{chargeTypeLabel(p.creditCardChargeTypeId)}</BodyCell>
                  <BodyCell>{p.sessionsPerMonth ?? ""}</BodyCell>
                  <BodyCell>{p.chargeCurrency}</BodyCell>
                  <BodyCell>
                    {p.totalInvoiceCharge === null ? "" : formatMoneyIn(p.totalInvoiceCharge, p.chargeCurrency)}
                  </BodyCell>
                  <BodyCell>
                    {p.affiliateNetPayment === null ? "" : formatMoneyIn(p.affiliateNetPayment, p.chargeCurrency)}
                  </BodyCell>
                  <BodyCell>
                    {open ? (
                      <Link to={base} preventScrollReset aria-label={`CLOSE DETAILS ${p.billingPlanName}`}>
                        CLOSE DETAILS
                      </Link>
                    ) : (
                      <Link to={`${base}?plan=${p.billingPlanID}`} preventScrollReset aria-label={`DETAILS ${p.billingPlanName}`}>
                        DETAILS
                      </Link>
                    )}
                  </BodyCell>
                </BodyRow>
              );
            })}
          </Table.Body>
        </DataTable>
        {plans.length === 0 && !error ? (
          <Text as="p" mt="2" color="gray">
            No billing plans yet.
          </Text>
        ) : null}
        {openPlan ? <PlanPanel plan={openPlan} base={base} today={today} seesCca={seesCca} /> : null}
      </section>
      <InvoicesTable
        contactId={client.contactID}
        invoices={invoices}
        open={openInvoice}
        finance={finance}
        cardRegions={cardRegions}
        error={invoicesError}
      />
    </>
  );
}

/** The client's saved cards (issue 37): what a charge would use, per region. */
function SavedCards({
  cards,
  error,
}: {
  cards: { region: string; brand: string; last4: string; expMonth: number; expYear: number }[];
  error: string | null;
}) {
  return (
    <section aria-labelledby="saved-cards-title" className="saved-cards">
      <Heading as="h2" size="4" mb="2" id="saved-cards-title">
        Saved card
      </Heading>
      {error ? (
        <Text as="p" color="red" role="alert">
          {error}
        </Text>
      ) : cards.length === 0 ? (
        <Text as="p" color="gray">
          No card saved.
        </Text>
      ) : (
        <dl>
          {cards.map((card) => (
            <div key={card.region}>
              <dt>{card.region}</dt>
              <dd>{formatSavedCard(card)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function PlanStatus({ statusId }: { statusId: number }) {
  const { label, badge } = planStatusLabel(statusId);
  return badge ? <span className={planStatusClass(statusId)}>{label}</span> : <>{label}</>;
}

function PlanPanel({ plan, base, today, seesCca }: { plan: BillingPlan; base: string; today: string; seesCca: boolean }) {
  const money = (dollars: number) => formatMoneyIn(dollars, plan.chargeCurrency);
  const titleId = "plan-details-title";
  const actions = planActionsOf(plan);
  const firstDay = formatDate(plan.firstDayOfService);
  return (
    <section aria-labelledby={titleId} className="plan-panel">
      <Heading as="h3" size="4" mb="3" id={titleId}>
        {`${plan.billingPlanName} details`}
      </Heading>
      <dl>
        <dt>Status</dt>
        <dd>
          <PlanStatus statusId={plan.statusID} />
        </dd>
        <dt>Calculation type</dt>
        <dd>{plan.calculationType}</dd>
        <dt>Session length</dt>
        <dd>{plan.sessionLength === null ? "" : `${plan.sessionLength} minutes`}</dd>
        <dt>Sessions per month</dt>
        <dd>{plan.sessionsPerMonth ?? ""}</dd>
        <dt>Charge type</dt>
        <dd>{chargeTypeLabel(plan.creditCardChargeTypeId)}</dd>
        <dt>Payment method</dt>
        <dd>{paymentMethodLabel(plan.paymentMethodId)}</dd>
        <dt>Currency</dt>
        <dd>{plan.chargeCurrency}</dd>
        <dt>First day of service</dt>
        <dd>
          {outsideServiceDays(plan, today) ? (
            <HintTooltip id="first-day-hint" hint={NOT_IN_CONTRACT_PERIOD}>
              <s>{firstDay}</s>
            </HintTooltip>
          ) : (
            firstDay
          )}
        </dd>
        <dt>Full billing start</dt>
        <dd>{formatDate(plan.fullBillingStart)}</dd>
        <dt>Last full bill</dt>
        <dd>{formatDate(plan.lastFullBill)}</dd>
        <dt>Last day of service</dt>
        <dd>{formatExpiration(plan.lastDayOfService)}</dd>
        <dt>Pause until</dt>
        <dd>{plan.pauseUntilDate ? formatDate(plan.pauseUntilDate) : "—"}</dd>
        <dt>Accepted on</dt>
        <dd>{plan.acceptedOnUTC ? formatDate(plan.acceptedOnUTC) : "Not signed yet"}</dd>
        <dt>Creation type</dt>
        <dd>{plan.creationType}</dd>
        <dt>Notes</dt>
        <dd>{plan.notes || "—"}</dd>
      </dl>
      {plan.billingPlanDetails.map((d) => (
        <div key={d.billingPlanDetailID}>
          <Heading as="h4" size="3" mb="2">
            {`Fees${d.billingPlanDetailType ? ` (${d.billingPlanDetailType})` : ""}`}
          </Heading>
          <dl>
            <dt>Affiliate rate</dt>
            <dd>{money(d.affiliateRate)}</dd>
            <dt>Total invoice charge before tax</dt>
            <dd>{money(d.totalInvoiceCharge_BeforeTax)}</dd>
            <dt>Total tax</dt>
            <dd>{money(d.totalTax)}</dd>
            <dt>Total invoice charge</dt>
            <dd>{money(d.totalInvoiceCharge)}</dd>
            <dt>Billing fee</dt>
            <dd>{money(d.aCBillingFee)}</dd>
            <dt>Merchant fee</dt>
            <dd>{money(d.merchantFee)}</dd>
            <dt>Affiliate tax</dt>
            <dd>{money(d.affiliateTax)}</dd>
            <dt>Affiliate net payment</dt>
            <dd>{money(d.affiliateNetPayment)}</dd>
            <dt>Affiliate net income before tax</dt>
            <dd>{money(d.affiliateNetIncome_BeforeTax)}</dd>
            <dt>Affiliate net income</dt>
            <dd>{money(d.affiliateNetIncome)}</dd>
          </dl>
        </div>
      ))}
      {plan.CSAFileName || (seesCca && plan.CCAFileName) ? (
        <p className="plan-actions">
          {plan.CSAFileName ? (
            <a href={`/billingplandocuments/${encodeURIComponent(plan.CSAFileName)}`}>Client service agreement (PDF)</a>
          ) : null}
          {seesCca && plan.CCAFileName ? (
            <a href={`/billingplandocuments/${encodeURIComponent(plan.CCAFileName)}`}>Credit card authorization (PDF)</a>
          ) : null}
        </p>
      ) : null}
      <div className="plan-actions">
        {actions.map((a) => (
          <Link
            key={a}
            to={`${base}/plans/${plan.billingPlanID}/${a}?plan=${plan.billingPlanID}`}
            className="button-link"
            preventScrollReset
          >
            {PLAN_ACTION_LABELS[a]}
          </Link>
        ))}
        <Link to={base} preventScrollReset className="button-link button-link-gray">
          CLOSE
        </Link>
      </div>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
