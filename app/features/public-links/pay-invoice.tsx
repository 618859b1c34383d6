import type { PayPage } from "~/api/pay-links.server";
import { CELL, DataTable, ROW } from "~/components/data-table";
import { UserLogo } from "~/components/logo";
import { Heading, Text } from "~/components/primitives";
import { formatDate, formatMoneyIn } from "~/lib/format";

const HEAD = "rt-TableColumnHeaderCell";

/** The invoice as the pay page shows it: coach, client, lines, tax, payments and refunds, the balance, the PDF. */
export function PayInvoice({ page }: { page: PayPage }) {
  const money = (dollars: number) => formatMoneyIn(dollars, page.currency);
  const coach = [page.coachName, page.companyName].filter(Boolean).join(", ");
  return (
    <>
      <div className="pay-coach">
        <UserLogo logoURL={page.logoURL} userId={page.affiliateID} companyName={page.companyName || page.coachName} />
        <Text as="p" weight="bold">
          {coach}
        </Text>
      </div>
      <Heading as="h1" size="7" mb="2">
        Invoice {page.invoiceNumber}: {page.invoiceName}
      </Heading>
      <dl className="pay-facts">
        <dt>Client</dt>
        <dd>{page.clientName}</dd>
        <dt>Status</dt>
        <dd>{page.status}</dd>
        <dt>Due date</dt>
        <dd>{formatDate(page.dueDate)}</dd>
      </dl>
      <DataTable size="1">
        <caption className="visually-hidden">Invoice lines</caption>
        <thead>
          <tr className={ROW}>
            <th className={HEAD} scope="col">
              Item
            </th>
            <th className={HEAD} scope="col">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {page.lines.map((line, i) => (
            <tr className={ROW} key={i}>
              <td className={CELL}>
                {line.itemName}
                {line.itemDescription ? <div className="pay-line-description">{line.itemDescription}</div> : null}
              </td>
              <td className={CELL}>{money(line.amount)}</td>
            </tr>
          ))}
          <tr className={ROW}>
            <th className={CELL} scope="row">
              Tax
            </th>
            <td className={CELL}>{money(page.tax)}</td>
          </tr>
          <tr className={ROW}>
            <th className={CELL} scope="row">
              Total
            </th>
            <td className={CELL}>{money(page.total)}</td>
          </tr>
        </tbody>
      </DataTable>
      {page.payments.length > 0 ? (
        <DataTable size="1">
          <caption className="visually-hidden">Payments and refunds</caption>
          <thead>
            <tr className={ROW}>
              <th className={HEAD} scope="col">
                Payment or refund
              </th>
              <th className={HEAD} scope="col">
                Date
              </th>
              <th className={HEAD} scope="col">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {page.payments.map((p, i) => (
              <tr className={ROW} key={i}>
                <td className={CELL}>{p.name}</td>
                <td className={CELL}>{formatDate(p.receivedOn)}</td>
                <td className={CELL}>{money(p.amount)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
      <Text as="p" size="4" weight="bold" mt="3" mb="2">
        Balance: {money(page.balance)}
      </Text>
      <Text as="p" mb="4">
        <a href={page.pdfPath}>Download the invoice (PDF)</a>
      </Text>
    </>
  );
}

/** The receipt of the invoice's latest payment. */
export function PayReceipt({ page }: { page: PayPage }) {
  const receipt = page.receipt;
  if (!receipt) return null;
  return (
    <section aria-labelledby="receipt-heading" className="pay-receipt">
      <Heading as="h2" size="5" id="receipt-heading" mb="2">
        Receipt
      </Heading>
      <dl className="pay-facts">
        <dt>Amount</dt>
        <dd>{formatMoneyIn(receipt.amount, page.currency)}</dd>
        <dt>Date</dt>
        <dd>{formatDate(receipt.receivedOn)}</dd>
        <dt>Method</dt>
        <dd>{receipt.method}</dd>
        {receipt.chargeId ? (
          <>
            <dt>Charge id</dt>
            <dd>{receipt.chargeId}</dd>
          </>
        ) : null}
      </dl>
      {receipt.receiptUrl ? (
        <Text as="p" mt="2">
          <a href={receipt.receiptUrl}>The payment provider&apos;s receipt</a>
        </Text>
      ) : null}
    </section>
  );
}
