import { Fragment } from "react";
import { Form, Link } from "@remix-run/react";
import { Button } from "~/components/button";
import { Heading, Text } from "~/components/primitives";
import { PAYMENT_METHOD_NAMES } from "@domain/payment-methods";
import type { ChargeAttempt, CreditNote, Invoice as WireInvoice, PaymentDetail } from "~/api/invoices.server";
import { ActionsColumnHeader } from "~/components/actions-column-header";
import { BodyCell, BodyRow, DataTable, Table } from "~/components/data-table";
import { formatDate, formatMoneyIn } from "~/lib/format";
import {
  canChargeCardNow,
  canVoidPayment,
  creditNoteHref,
  dunningStateOf,
  invoiceActionsOf,
  invoiceUrls,
  paymentIdOf,
} from "./invoice-view";

/**
 * The open invoice, as its panel shows it: with its PDF's address (docs/decisions/0212) and the business
 * day of each charge attempt (attemptDays[i] is chargeAttempts[i]'s).
 */
export type Invoice = WireInvoice & { pdfHref: string; attemptDays: string[] };

type CardRegion = "USA" | "Canada";

/** A row of the table: only its columns, so a page does not carry every invoice's lines and payments. */
export type InvoiceRow = Pick<
  WireInvoice,
  | "invoiceID"
  | "invoiceNumber"
  | "invoiceName"
  | "createdDateUTC"
  | "paymentMethodID"
  | "invoiceTotal"
  | "balance"
  | "dueDate"
  | "chargeCurrency"
> & { status: string };

export const invoiceRowOf = (i: WireInvoice): InvoiceRow => ({
  invoiceID: i.invoiceID,
  invoiceNumber: i.invoiceNumber,
  invoiceName: i.invoiceName,
  createdDateUTC: i.createdDateUTC,
  paymentMethodID: i.paymentMethodID,
  invoiceTotal: i.invoiceTotal,
  balance: i.balance,
  dueDate: i.dueDate,
  chargeCurrency: i.chargeCurrency,
  status: i.statusLabel,
});

const COLUMNS = ["INVOICE NUMBER", "INVOICE NAME", "SENT DATE", "PAYMENT METHOD", "TOTAL", "BALANCE", "DUE DATE", "STATUS"];

/**
 * The invoices table of client details (billing spec §2 "Invoices table"; the invoice number first, 0384): one
 * row open at a time, by its URL (?open={invoiceId}), so opening works without JavaScript; the row's dialogs
 * are child routes.
 */
export function InvoicesTable({
  contactId,
  invoices,
  open,
  finance,
  cardRegions,
  error,
}: {
  contactId: number;
  invoices: InvoiceRow[];
  open: Invoice | null;
  finance: boolean;
  /** The regions the client has a card saved for (a customer id there). */
  cardRegions: readonly CardRegion[];
  error: string | null;
}) {
  const urls = invoiceUrls(contactId);
  const openId = open?.invoiceID ?? null;
  return (
    <section aria-labelledby="invoices-title">
      <Heading as="h2" size="4" mb="2" mt="5" id="invoices-title">
        Invoices
      </Heading>
      {error ? (
        <Text as="p" color="red" role="alert">
          {error}
        </Text>
      ) : null}
      <DataTable size="1">
        <caption className="visually-hidden">Invoices</caption>
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((c) => (
              <Table.ColumnHeaderCell key={c}>{c}</Table.ColumnHeaderCell>
            ))}
            <ActionsColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {invoices.map((i) => {
            const isOpen = i.invoiceID === openId;
            const money = (dollars: number) => formatMoneyIn(dollars, i.chargeCurrency);
            return (
              <Fragment key={i.invoiceID}>
                <BodyRow aria-current={isOpen ? "true" : undefined}>
                  <BodyCell>{i.invoiceNumber}</BodyCell>
                  <BodyCell>{i.invoiceName}</BodyCell>
                  <BodyCell>{formatDate(i.createdDateUTC)}</BodyCell>
                  <BodyCell>{PAYMENT_METHOD_NAMES[i.paymentMethodID] ?? ""}</BodyCell>
                  <BodyCell>{money(i.invoiceTotal)}</BodyCell>
                  <BodyCell>{money(i.balance)}</BodyCell>
                  <BodyCell>{formatDate(i.dueDate)}</BodyCell>
                  <BodyCell>{i.status}</BodyCell>
                  <BodyCell>
                    {isOpen ? (
                      <Link to={urls.table} preventScrollReset aria-label={`CLOSE ${i.invoiceName}`}>
                        CLOSE
                      </Link>
                    ) : (
                      <Link to={urls.open(i.invoiceID)} preventScrollReset aria-label={`OPEN ${i.invoiceName}`}>
                        OPEN
                      </Link>
                    )}
                  </BodyCell>
                </BodyRow>
                {/* The open invoice's details, under its own row (spec §2 "expandable rows"). */}
                {isOpen && open ? (
                  <tr className="invoice-panel-row">
                    <td colSpan={COLUMNS.length + 1}>
                      <InvoicePanel invoice={open} contactId={contactId} finance={finance} cardRegions={cardRegions} />
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Body>
      </DataTable>
      {invoices.length === 0 && !error ? (
        <Text as="p" mt="2" color="gray">
          No invoices yet.
        </Text>
      ) : null}
      {finance ? (
        <p className="plan-actions">
          <Link to={`${urls.table}/invoices/new`} className="button-link" preventScrollReset>
            CREATE INVOICE
          </Link>
        </p>
      ) : null}
    </section>
  );
}

function InvoicePanel({
  invoice,
  contactId,
  finance,
  cardRegions,
}: {
  invoice: Invoice;
  contactId: number;
  finance: boolean;
  cardRegions: readonly CardRegion[];
}) {
  const urls = invoiceUrls(contactId);
  const money = (dollars: number) => formatMoneyIn(dollars, invoice.chargeCurrency);
  const actions = invoiceActionsOf(invoice, finance);
  const payments = invoice.paymentDetails.filter((p) => !p.isRefund);
  const refunds = invoice.paymentDetails.filter((p) => p.isRefund);
  return (
    <section aria-labelledby="invoice-panel-title" className="plan-panel">
      <Heading as="h3" size="4" mb="3" id="invoice-panel-title">
        {`${invoice.invoiceName} (${invoice.statusLabel})`}
      </Heading>
      <DataTable size="1">
        <caption className="visually-hidden">Line items</caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>ITEM NAME</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>DESCRIPTION</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>PRICE</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>TOTAL</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {invoice.details.map((d) => (
            <BodyRow key={d.invoiceDetailID}>
              <BodyCell>{d.item.itemName}</BodyCell>
              <BodyCell>{d.item.itemDescription}</BodyCell>
              <BodyCell>{money(d.price)}</BodyCell>
              <BodyCell>{money(d.total)}</BodyCell>
            </BodyRow>
          ))}
        </Table.Body>
      </DataTable>
      <dl>
        <dt>Invoice number</dt>
        <dd>{invoice.invoiceNumber}</dd>
        <dt>Invoice total</dt>
        <dd>{money(invoice.invoiceTotal)}</dd>
        <dt>Balance</dt>
        <dd>{money(invoice.balance)}</dd>
        <dt>Merchant fee</dt>
        <dd>{invoice.merchantFeeOverride === null ? "Default" : money(invoice.merchantFeeOverride)}</dd>
      </dl>
      <PaymentList title="Payment details" rows={payments} invoice={invoice} contactId={contactId} finance={finance} />
      <PaymentList title="Refunds" rows={refunds} invoice={invoice} contactId={contactId} finance={finance} />
      <CreditNotes notes={invoice.creditNotes} />
      <ChargeAttempts invoice={invoice} />
      {invoice.payPageOpenedUTC ? (
        <Text as="p" size="2" mt="2">
          The client opened the pay page on {formatDate(invoice.payPageOpenedUTC)}.
        </Text>
      ) : null}
      {canChargeCardNow(invoice, finance, cardRegions) ? (
        <Form method="post" action={urls.open(invoice.invoiceID)} preventScrollReset className="plan-actions">
          <input type="hidden" name="invoiceId" value={invoice.invoiceID} />
          <Button type="submit" name="intent" value="chargeCard">
            CHARGE CARD NOW
          </Button>
        </Form>
      ) : null}
      <p className="plan-actions">
        <a href={invoice.pdfHref}>Invoice (PDF)</a>
      </p>
      <div className="plan-actions">
        {actions.pay ? (
          <Link to={urls.dialog(invoice.invoiceID, "pay")} className="button-link" preventScrollReset>
            PAY / REFUND
          </Link>
        ) : null}
        {actions.voidInvoice ? (
          <Link to={urls.dialog(invoice.invoiceID, "void")} className="button-link" preventScrollReset>
            VOID
          </Link>
        ) : null}
        {finance ? (
          <Link to={urls.dialog(invoice.invoiceID, "details")} className="button-link" preventScrollReset>
            UPDATE INVOICE DETAILS
          </Link>
        ) : null}
        {actions.generate ? (
          <Link to={urls.dialog(invoice.invoiceID, "generate")} className="button-link" preventScrollReset>
            GENERATE OPTIONS
          </Link>
        ) : null}
        {actions.resend ? (
          <Link to={urls.dialog(invoice.invoiceID, "resend")} className="button-link" preventScrollReset>
            RESEND
          </Link>
        ) : null}
        <Link to={urls.table} preventScrollReset className="button-link button-link-gray">
          CLOSE
        </Link>
      </div>
    </section>
  );
}

/** The credit notes of the invoice's refunds, each with its PDF (docs/decisions/0392); nothing when none. */
function CreditNotes({ notes }: { notes: CreditNote[] }) {
  if (notes.length === 0) return null;
  return (
    <>
      <Heading as="h4" size="3" mb="2" mt="3">
        Credit notes
      </Heading>
      <DataTable size="1">
        <caption className="visually-hidden">Credit notes</caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>NUMBER</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>DATE</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>AMOUNT</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>REASON</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>STATUS</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {notes.map((n) => (
            <BodyRow key={n.creditNoteID}>
              <BodyCell>
                <a href={creditNoteHref(n.fileName)} aria-label={`Credit note ${n.creditNoteNumber} (PDF)`}>
                  {n.creditNoteNumber}
                </a>
              </BodyCell>
              <BodyCell>{formatDate(n.issuedUTC)}</BodyCell>
              <BodyCell>{formatMoneyIn(n.amount, n.currency)}</BodyCell>
              <BodyCell>{n.reason}</BodyCell>
              <BodyCell>{n.isVoid ? "Voided" : "Issued"}</BodyCell>
            </BodyRow>
          ))}
        </Table.Body>
      </DataTable>
    </>
  );
}

const OUTCOME_LABELS: Record<ChargeAttempt["outcome"], string> = { succeeded: "Succeeded", declined: "Declined" };

/** The card charge attempts, oldest first, and where dunning stands (docs/decisions/0365); nothing when none. */
function ChargeAttempts({ invoice }: { invoice: Invoice }) {
  if (invoice.chargeAttempts.length === 0) return null;
  const dunning = dunningStateOf(invoice);
  return (
    <>
      <Heading as="h4" size="3" mb="2" mt="3" id="charge-attempts-title">
        Charge attempts
      </Heading>
      {dunning ? (
        <Text as="p" size="2" mb="2">
          {dunning}
        </Text>
      ) : null}
      <DataTable size="1">
        <caption className="visually-hidden">Charge attempts</caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>ATTEMPT</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>DATE</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>OUTCOME</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>MESSAGE</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>NEXT RETRY</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {invoice.chargeAttempts.map((a, i) => (
            <BodyRow key={a.attemptNumber}>
              <BodyCell>{a.attemptNumber}</BodyCell>
              <BodyCell>{formatDate(invoice.attemptDays[i] ?? a.attemptedOnUTC)}</BodyCell>
              <BodyCell>{OUTCOME_LABELS[a.outcome]}</BodyCell>
              <BodyCell>{a.message ?? ""}</BodyCell>
              <BodyCell>{a.nextRetryOn ? formatDate(a.nextRetryOn) : "—"}</BodyCell>
            </BodyRow>
          ))}
        </Table.Body>
      </DataTable>
    </>
  );
}

function PaymentList({
  title,
  rows,
  invoice,
  contactId,
  finance,
}: {
  title: "Payment details" | "Refunds";
  rows: PaymentDetail[];
  invoice: WireInvoice;
  contactId: number;
  finance: boolean;
}) {
  const urls = invoiceUrls(contactId);
  const money = (dollars: number) => formatMoneyIn(dollars, invoice.chargeCurrency);
  return (
    <>
      <Heading as="h4" size="3" mb="2" mt="3">
        {title}
      </Heading>
      {rows.length === 0 ? (
        <Text as="p" size="2" color="gray">
          {title === "Refunds" ? "No refunds." : "No payments."}
        </Text>
      ) : (
        <DataTable size="1">
          <caption className="visually-hidden">{title}</caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>NAME</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>RECEIVED ON</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>RECEIVED BY</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>AMOUNT</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>PAYMENT TYPE</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>STATUS</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>NOTES</Table.ColumnHeaderCell>
              <ActionsColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((p) => {
              const status = p.isVoid ? "Voided" : ((p.isRefund ? p.refundStatus : p.paymentStatus)?.name ?? "");
              return (
                <BodyRow key={paymentIdOf(p)}>
                  <BodyCell>{p.paymentName}</BodyCell>
                  <BodyCell>{formatDate(p.receivedOnUTC)}</BodyCell>
                  <BodyCell>{p.receivedBy}</BodyCell>
                  <BodyCell>{p.isVoid ? <s>{money(p.amountReceived)}</s> : money(p.amountReceived)}</BodyCell>
                  <BodyCell>{PAYMENT_METHOD_NAMES[p.paymentTypeID] ?? ""}</BodyCell>
                  <BodyCell>{status}</BodyCell>
                  <BodyCell>{p.notes}</BodyCell>
                  <BodyCell>
                    {p.stripeReceiptURL ? (
                      <a href={p.stripeReceiptURL} target="_blank" rel="noreferrer">
                        Receipt
                      </a>
                    ) : null}{" "}
                    {canVoidPayment(p, finance) && !invoice.isVoid ? (
                      <Link
                        to={urls.voidPayment(invoice.invoiceID, paymentIdOf(p))}
                        preventScrollReset
                        aria-label={`VOID ${p.isRefund ? "refund" : "payment"} ${p.paymentName} ${money(p.amountReceived)}`}
                      >
                        VOID
                      </Link>
                    ) : null}
                  </BodyCell>
                </BodyRow>
              );
            })}
          </Table.Body>
        </DataTable>
      )}
    </>
  );
}
