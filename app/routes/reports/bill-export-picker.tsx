import type { BillExportSummary } from "~/api/payouts.server";
import { DataTable, Table } from "~/components/data-table";
import { Text } from "~/components/primitives";
import { formatDate, formatMoneyIn } from "~/lib/format";

export const NO_BILL_EXPORTS = "No bill exports yet.";

/** 'Processed on Nov. 24, 2026' or 'Not processed'. */
export const processedText = (e: Pick<BillExportSummary, "processedOn">) =>
  e.processedOn ? `Processed on ${formatDate(e.processedOn)}` : "Not processed";

/**
 * Report 9's Control Number as a pick among the past exports (issue 39, docs/decisions/0394): one radio per
 * export in a table of its date, period, payments, totals and state, newest first — native radios, so it
 * works without JavaScript and with the arrow keys.
 */
export function BillExportPicker({
  name,
  exports,
  picked,
}: {
  /** The parameter's field name (`p92`). */
  name: string;
  exports: BillExportSummary[];
  picked: string | undefined;
}) {
  return (
    <fieldset className="bill-export-picker">
      <legend className="field-label">Control Number</legend>
      <Text as="p" size="2" mb="2" id={`${name}-hint`}>
        Operation 2 processes the export you pick.
      </Text>
      {exports.length === 0 ? (
        <Text as="p" weight="bold">
          {NO_BILL_EXPORTS}
        </Text>
      ) : (
        <DataTable size="1">
          <caption className="visually-hidden">Past bill payment exports</caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>Control Number</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Made On</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Period</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Payments</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Totals</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Processed</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {exports.map((e) => {
              const id = `${name}-${e.controlNumber}`;
              return (
                <Table.Row key={e.controlNumber}>
                  <Table.RowHeaderCell>
                    <input
                      type="radio"
                      id={id}
                      name={name}
                      value={e.controlNumber}
                      defaultChecked={picked === e.controlNumber}
                      aria-describedby={`${name}-hint`}
                    />{" "}
                    <label htmlFor={id}>{e.controlNumber}</label>
                  </Table.RowHeaderCell>
                  <Table.Cell>{formatDate(e.createdOn)}</Table.Cell>
                  <Table.Cell>
                    {formatDate(e.periodStart)} to {formatDate(e.periodEnd)}
                  </Table.Cell>
                  <Table.Cell>{e.paymentCount}</Table.Cell>
                  <Table.Cell>{e.totals.map((t) => formatMoneyIn(t.amount, t.currency)).join(", ")}</Table.Cell>
                  <Table.Cell>{processedText(e)}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </DataTable>
      )}
    </fieldset>
  );
}
