import { Form, Link, useSubmit } from "@remix-run/react";
import { Button } from "~/components/button";
import { Text } from "~/components/primitives";
import { Table } from "~/components/data-table";
import { ariaSort, sortLinkQuery, STATUS_GROUPS, type GridState } from "~/lib/contacts-grid";
import { statusGroupLabels, type StatusGroup } from "~/lib/status-groups";

/**
 * The status checkboxes of a contact grid: a GET form (Apply without JavaScript, sent on every change
 * with it). `keep` holds the other parameters that must survive (the search text, the sort); `groups`
 * and `labels` the checkboxes (the client grid has three of the four).
 */
export function StatusFilterForm<S extends string>({
  action,
  state,
  keep = {},
  idPrefix,
  groups = STATUS_GROUPS,
  labels = statusGroupLabels,
  legend = "Show contacts",
}: {
  action: string;
  state: GridState<S>;
  keep?: Record<string, string>;
  idPrefix: string;
  groups?: readonly StatusGroup[];
  labels?: Partial<Record<StatusGroup, string>>;
  legend?: string;
}) {
  const submit = useSubmit();
  const hidden: Record<string, string> = { ...keep, f: "1" };
  if (state.sort) {
    hidden.sort = state.sort;
    hidden.dir = state.dir;
  }
  return (
    <Form
      method="get"
      action={action}
      preventScrollReset
      onChange={(e) => submit(e.currentTarget, { preventScrollReset: true, replace: true })}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset className="status-filter">
        <legend className="visually-hidden">{legend}</legend>
        {groups.map((group) => (
          <label key={group} htmlFor={`${idPrefix}-${group}`}>
            <input
              id={`${idPrefix}-${group}`}
              type="checkbox"
              name={group}
              value="1"
              defaultChecked={state.filters[group]}
              key={`${group}-${state.filters[group]}`}
            />
            {labels[group]}
          </label>
        ))}
        <Button type="submit" variant="soft" size="1" className="apply-without-js">
          Apply
        </Button>
      </fieldset>
    </Form>
  );
}

/** A sortable column header: a link, ascending first, then toggling. */
export function SortHeader<S extends string>({
  path,
  state,
  column,
  label,
  keep,
}: {
  path: string;
  state: GridState<S>;
  column: S;
  label: string;
  keep?: Record<string, string>;
}) {
  const sorted = ariaSort(state, column);
  return (
    <Table.ColumnHeaderCell aria-sort={sorted}>
      <Link to={`${path}${sortLinkQuery(state, column, keep)}`} preventScrollReset replace className="sort-link">
        {label}
        {sorted === "none" ? null : <span aria-hidden="true">{sorted === "ascending" ? " ▲" : " ▼"}</span>}
      </Link>
    </Table.ColumnHeaderCell>
  );
}

/**
 * Under a contact table that shows no rows: whether there are none at all, or the filters hide them. A paged
 * grid knows only how many match its filters: it passes that as `total` and `filtering`, whether any filter is
 * off (a page past the last shows no note: its pager says so).
 */
export function NoRowsNote({
  shown,
  total,
  noneText,
  filtering,
}: {
  shown: number;
  total: number;
  noneText: string;
  filtering?: boolean;
}) {
  if (shown > 0 || (filtering !== undefined && total > 0)) return null;
  return (
    <Text as="p" mt="2" color="gray">
      {total === 0 && !filtering ? noneText : "No contacts match the checked filters."}
    </Text>
  );
}
