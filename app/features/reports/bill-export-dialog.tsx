import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { Heading, Text } from "~/components/primitives";
import { DataTable, Table } from "~/components/data-table";
import { DialogActions } from "~/components/form-actions";
import { useModalDialog } from "~/components/use-modal-dialog";
import { formatDate, formatMoneyIn } from "~/lib/format";
import type { billExportDialogLoader, BillExportDialogView } from "./bill-export.server";
import { exportQuestion, NO_RESULTS } from "./bill-export-urls";

/**
 * The bill-export details modal (spec 001 §2 Reports) and its CSV confirmation (§7), each a URL rendered as a
 * `<dialog>` that works without JavaScript (docs/decisions/0251).
 */
export function BillExportDialogRoute() {
  const v = useLoaderData<typeof billExportDialogLoader>() as BillExportDialogView;
  return v.confirming ? <ConfirmExport v={v} /> : <BillExportDetails v={v} />;
}

function BillExportDetails({ v }: { v: BillExportDialogView }) {
  const ref = useModalDialog(v.closeTo);
  const e = v.billExport;
  return (
    <dialog open ref={ref} className="page-dialog" aria-labelledby="bill-export-title">
      <Heading as="h2" size="5" mb="3" id="bill-export-title">
        Bill Export {e ? e.controlNumber : v.controlNumber}
      </Heading>
      {e ? (
        <BillExportPayments e={e} />
      ) : (
        <Text as="p" weight="bold" role="status">
          {NO_RESULTS}
        </Text>
      )}
      <DialogActions closeTo={v.closeTo} closeLabel="CLOSE">
        {e && e.payments.length > 0 ? (
          <Link to={v.confirmUrl} className="button-link" preventScrollReset>
            EXPORT TO CSV
          </Link>
        ) : null}
      </DialogActions>
    </dialog>
  );
}

/** The export's status line and its payments per affiliate and currency, with the totals. */
function BillExportPayments({ e }: { e: NonNullable<BillExportDialogView["billExport"]> }) {
  return (
    <>
      <Text as="p" size="2" mb="3">
        {e.status} · Payments for {formatDate(e.periodStart)} to {formatDate(e.periodEnd)} · Made on {formatDate(e.createdOn)}
        {e.createdBy ? ` by ${e.createdBy}` : ""}
        {e.processedOn ? ` · Processed on ${formatDate(e.processedOn)}${e.processedBy ? ` by ${e.processedBy}` : ""}` : ""}
      </Text>
      {e.payments.length === 0 ? (
        <Text as="p" weight="bold">
          {NO_RESULTS}
        </Text>
      ) : (
        <DataTable size="1">
          <caption className="visually-hidden">Payments of bill export {e.controlNumber}</caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Affiliate</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Invoices</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Amount</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {e.payments.map((p) => (
              <Table.Row key={`${p.affiliateID}-${p.currency}`}>
                <Table.RowHeaderCell>{p.affiliateName}</Table.RowHeaderCell>
                <Table.Cell>{p.invoiceCount}</Table.Cell>
                <Table.Cell>{formatMoneyIn(p.amount, p.currency)}</Table.Cell>
                <Table.Cell>{p.status}</Table.Cell>
              </Table.Row>
            ))}
            {e.totals.map((t) => (
              <Table.Row key={t.currency} className="preview-total">
                <Table.RowHeaderCell>Total {t.currency}</Table.RowHeaderCell>
                <Table.Cell />
                <Table.Cell>{formatMoneyIn(t.amount, t.currency)}</Table.Cell>
                <Table.Cell />
              </Table.Row>
            ))}
          </Table.Body>
        </DataTable>
      )}
    </>
  );
}

/** YES downloads the CSV (a plain GET); with JavaScript the dialog then goes back to the details. */
function ConfirmExport({ v }: { v: BillExportDialogView }) {
  const ref = useModalDialog(v.detailsUrl);
  const navigate = useNavigate();
  return (
    <dialog open ref={ref} className="page-dialog" aria-labelledby="bill-export-confirm-title">
      <Heading as="h2" size="5" mb="3" id="bill-export-confirm-title">
        Export to CSV
      </Heading>
      <Text as="p" size="2" mb="3">
        {exportQuestion(v.host)}
      </Text>
      <DialogActions closeTo={v.detailsUrl}>
        <a
          href={v.csvUrl}
          download
          className="button-link"
          onClick={() => setTimeout(() => navigate(v.detailsUrl, { preventScrollReset: true }), 0)}
        >
          YES
        </a>
      </DialogActions>
    </dialog>
  );
}
