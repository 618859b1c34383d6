import { Form } from "@remix-run/react";
import { Button } from "~/components/button";
import { Flex, Heading, Text } from "~/components/primitives";
import { BodyCell, BodyRow, DataTable, Table } from "~/components/data-table";
import { formatDate, formatMoneyIn } from "~/lib/format";
import type { MonthlyReport } from "~/features/reports/reports-data.server";

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

const INVOICE_COLUMNS = [
  ["Total", "Total"],
  ["TotalBeforeTax", "Total Before Tax"],
  ["TotalTax", "Total Tax"],
  ["BillingFee", "Billing Fee"],
  ["MerchantFee", "Merchant Fee"],
  ["AffiliateTax", "Affiliate Tax"],
  ["NetPayment", "Net Payment"],
  ["NetIncome", "Net Income"],
  ["NetIncomeBeforeTax", "Net Income Before Tax"],
  ["AffiliateTotal", "Affiliate Total"],
] as const;

/**
 * The affiliate monthly invoice report (spec §2) under the report picker: a month picker (a GET form,
 * `?month=yyyy-MM`), the invoice report rows of that month and its fee-invoice payments
 * (docs/decisions/0242).
 */
export function MonthlyInvoiceReport({ monthly }: { monthly: MonthlyReport }) {
  const label = monthLabel(monthly.month);
  return (
    <section aria-labelledby="monthly-report" className="monthly-report">
      <Heading as="h2" size="5" mt="6" mb="3" id="monthly-report">
        Monthly invoice report
      </Heading>
      <Form method="get" action="/reports" aria-label="Invoice report month picker">
        <Flex gap="3" align="end" wrap="wrap" mb="3">
          <div>
            <label htmlFor="report-month" className="field-label">
              Month
            </label>
            <input id="report-month" name="month" type="month" defaultValue={monthly.month} className="plain-input" />
          </div>
          <Button type="submit">SHOW</Button>
        </Flex>
      </Form>
      {monthly.invoices.length === 0 ? (
        <Text as="p" weight="bold">
          No results
        </Text>
      ) : (
        <DataTable scrollLabel={`Invoices due in ${label}, scrolls sideways`}>
          <caption className="visually-hidden">Invoices due in {label}</caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Client</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Invoice Number</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Invoice</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Due Date</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Payment Type</Table.ColumnHeaderCell>
              {INVOICE_COLUMNS.map(([key, name]) => (
                <Table.ColumnHeaderCell key={key}>{name}</Table.ColumnHeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {monthly.invoices.map((row) => (
              <BodyRow key={row.invoiceID}>
                <BodyCell>{row.ClientName}</BodyCell>
                <BodyCell>{row.invoiceNumber}</BodyCell>
                <BodyCell>{row.invoiceName}</BodyCell>
                <BodyCell>{formatDate(row.dueDate)}</BodyCell>
                <BodyCell>{row.PaymentType}</BodyCell>
                {INVOICE_COLUMNS.map(([key]) => (
                  <BodyCell key={key} className="numeric">
                    {formatMoneyIn(row[key], row.currency)}
                  </BodyCell>
                ))}
              </BodyRow>
            ))}
          </Table.Body>
        </DataTable>
      )}
      <Heading as="h3" size="4" mt="5" mb="3" id="fee-payments">
        Fee invoice payments
      </Heading>
      {monthly.payments.length === 0 ? (
        <Text as="p" weight="bold">
          No payments found
        </Text>
      ) : (
        <DataTable scrollLabel={`Payments received in ${label}, scrolls sideways`}>
          <caption className="visually-hidden">Payments received in {label}</caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Invoice ID</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Invoice</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Date Paid</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Client</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Amount</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {monthly.payments.map((p, i) => (
              <BodyRow key={i}>
                <BodyCell>{p.invoiceID}</BodyCell>
                <BodyCell>{p.invoiceName}</BodyCell>
                <BodyCell>{formatDate(p.datePaid)}</BodyCell>
                <BodyCell>{p.contactName}</BodyCell>
                <BodyCell className="numeric">{formatMoneyIn(p.amount, p.currency)}</BodyCell>
              </BodyRow>
            ))}
          </Table.Body>
        </DataTable>
      )}
    </section>
  );
}
