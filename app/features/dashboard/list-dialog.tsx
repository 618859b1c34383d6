import { Link } from "@remix-run/react";
import { Heading, Text } from "~/components/primitives";
import { BodyCell, BodyRow, DataTable, Table } from "~/components/data-table";
import { ExportCsvLink } from "~/components/export-link";
import { useModalDialog } from "~/components/use-modal-dialog";
import { formatDate, formatMoneyIn } from "~/lib/format";
import { ACTIVITY_COLUMNS, activityRows, INVOICE_MODAL_COLUMNS, type ListColumn } from "./columns";
import type { ModalPage } from "./dashboard-view.server";
import { ACTIVITY_TITLES, exportHref, LIST_TITLES, modalHref, type DashboardModal } from "./modal-state";

function cellText<Row>(column: ListColumn<Row>, row: Row, currency: string | null): string {
  const value = column.value(row);
  if (value === null || value === undefined) return "";
  if (column.kind === "date") return formatDate(value instanceof Date ? value : String(value));
  if (column.kind === "money") return formatMoneyIn(Number(value), currency);
  return String(value);
}

function RowsTable<Row>({
  caption,
  columns,
  rows,
  keyOf,
  currencyOf,
}: {
  caption: string;
  columns: ListColumn<Row>[];
  rows: Row[];
  keyOf: (row: Row, index: number) => string;
  currencyOf: (row: Row) => string | null;
}) {
  return (
    <DataTable size="1">
      <caption className="visually-hidden">{caption}</caption>
      <Table.Header>
        <Table.Row>
          {columns.map((c) => (
            <Table.ColumnHeaderCell key={c.header}>{c.header}</Table.ColumnHeaderCell>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((r, i) => (
          <BodyRow key={keyOf(r, i)}>
            {columns.map((c) => (
              <BodyCell key={c.header}>{cellText(c, r, currencyOf(r))}</BodyCell>
            ))}
          </BodyRow>
        ))}
      </Table.Body>
    </DataTable>
  );
}

/**
 * The invoice-table and activity modals of the dashboard: URLs (?list=…, ?activity=…) rendered as a
 * `<dialog>`, paged with ?after= and working without JavaScript (docs/decisions/0231).
 */
export function ListDialog({ modal, modalPage }: { modal: NonNullable<DashboardModal>; modalPage: NonNullable<ModalPage> }) {
  const ref = useModalDialog("/dashboard");
  const title = modal.kind === "invoices" ? LIST_TITLES[modal.list] : ACTIVITY_TITLES[modal.scope];
  const { next } = modalPage.page;
  const empty = modalPage.page.rows.length === 0;
  return (
    <dialog open ref={ref} className="page-dialog dashboard-dialog" aria-labelledby="dashboard-dialog-title">
      <Heading as="h2" size="5" mb="3" id="dashboard-dialog-title">
        {title}
      </Heading>
      {empty ? (
        <Text as="p" mb="3">
          No results
        </Text>
      ) : modalPage.kind === "invoices" ? (
        <RowsTable
          caption={title}
          columns={INVOICE_MODAL_COLUMNS}
          rows={modalPage.page.rows}
          keyOf={(r) => String(r.invoiceID)}
          currencyOf={(r) => r.chargeCurrency}
        />
      ) : (
        <RowsTable
          caption={title}
          columns={ACTIVITY_COLUMNS}
          rows={activityRows(modalPage.page.rows)}
          keyOf={(r, i) => `${r.activityID}-${i}`}
          currencyOf={() => null}
        />
      )}
      <nav className="dashboard-dialog-actions" aria-label={`${title} pages and export`}>
        {modal.after ? (
          <Link to={modalHref(modal)} preventScrollReset>
            First page
          </Link>
        ) : null}
        {next ? (
          <Link to={modalHref(modal, next)} preventScrollReset>
            Next page
          </Link>
        ) : null}
        {empty ? null : <ExportCsvLink to={exportHref(modal)} />}
        <Link to="/dashboard" preventScrollReset className="button-link button-link-gray dashboard-close">
          CLOSE
        </Link>
      </nav>
    </dialog>
  );
}
