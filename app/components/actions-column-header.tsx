import { Table } from "~/components/data-table";

/** The header of a table's button column: no visible text, "Actions" for screen readers. */
export function ActionsColumnHeader() {
  return (
    <Table.ColumnHeaderCell>
      <span className="visually-hidden">Actions</span>
    </Table.ColumnHeaderCell>
  );
}
