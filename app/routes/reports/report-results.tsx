import { Form, Link } from "@remix-run/react";
import { Callout, Text } from "~/components/primitives";
import type { Report, ReportColumnType, ReportValue } from "~/api/reports.server";
import { BodyCell, BodyRow, DataTable, Table } from "~/components/data-table";
import { ExportCsvLink } from "~/components/export-link";
import { GridPager } from "~/components/grid-pager";
import { formatDate, formatMoneyIn } from "~/lib/format";
import { ACCOUNTING_EXPORT_REPORT } from "@domain/accounting-export";
import { nextDir, type SortDir } from "@domain/report-sort";
import { REPORT_FAILED, REPORT_PAGE_SIZE, withSearch, type FileRunCarry, type ReportRun } from "~/features/reports/report-url";

/** A cell's text; an amount with its row's currency, when the report has a Currency column. */
function cell(type: ReportColumnType, value: ReportValue, currency: ReportValue): string {
  if (value === null) return "";
  if (type === "Decimal" && typeof value === "number")
    return formatMoneyIn(value, typeof currency === "string" ? currency : null);
  if (type === "DateTime") return formatDate(String(value));
  return String(value);
}

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

/**
 * A file report's run posted back (docs/decisions/0285): the fields it ran with, the file's content among
 * them, so that a header sorts and EXPORT TO CSV exports the same run without a new upload. A document
 * post, also with JavaScript: the export answers a file.
 */
function CarriedRun({ report, carry }: { report: Report; carry: FileRunCarry }) {
  return (
    <Form method="post" action={`/reports?report=${report.id}`} id={CARRY_FORM} reloadDocument hidden>
      {carry.fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </Form>
  );
}

const CARRY_FORM = "report-run-carried";

/**
 * The results grid: one page of the run (docs/decisions/0342) with the grids' pager — `after` in the URL —
 * and the whole run's row count; each header a link that sorts by its column (again: the other way) from
 * the first page — for a file report's run, whole, a button posting the run back — and 'No results' when
 * empty.
 */
export function ReportResults({
  report,
  run,
  sort,
  search,
  carry = null,
}: {
  report: Report;
  run: ReportRun;
  sort: { column: number; dir: SortDir } | null;
  search: string;
  carry?: FileRunCarry | null;
}) {
  if (run.failure || !run.result) {
    return (
      <Callout.Root color="red" role="alert" my="3">
        <Callout.Text>{REPORT_FAILED}</Callout.Text>
        {run.failure?.reason ? <Callout.Text>{run.failure.reason}</Callout.Text> : null}
      </Callout.Root>
    );
  }
  const { columnList, data } = run.result;
  // The accounting export's rows are an import file's, in its layout's order; its file is the backend's (0401).
  const importFile = report.id === ACCOUNTING_EXPORT_REPORT;
  const currencyColumn = columnList.findIndex((c) => c.name === "Currency");
  const params = new URLSearchParams(search);
  // A whole run (a file report's, or a payout report's that the backend answers whole) is one page of all its rows.
  const total = run.result.total ?? data.length;
  const pager = (
    <GridPager
      label={`${report.name} result pages`}
      noun="Rows"
      offset={run.result.offset ?? 0}
      shown={data.length}
      total={total}
      pageSize={Math.max(REPORT_PAGE_SIZE, data.length)}
      prev={!carry && params.get("after") ? withSearch(params, { after: run.result.prev ?? null }) : null}
      next={!carry && run.result.next ? withSearch(params, { after: run.result.next }) : null}
    />
  );
  if (total === 0) {
    return (
      <Text as="p" weight="bold" my="3" role="status">
        No results
      </Text>
    );
  }
  return (
    <>
      {carry ? <CarriedRun report={report} carry={carry} /> : null}
      <p className="report-export">
        {carry ? (
          <button type="submit" form={CARRY_FORM} formAction="/reports/export" className="button-link">
            EXPORT TO CSV
          </button>
        ) : (
          <ExportCsvLink
            to={`/reports/${importFile ? "accounting-export" : "export"}${withSearch(params, { run: null, after: null })}`}
          />
        )}
      </p>
      {carry?.fileName ? (
        <Text as="p" size="2">
          From {carry.fileName}
        </Text>
      ) : null}
      <DataTable>
        <caption className="visually-hidden">
          {report.name} results, {importFile ? "in the import file's order" : "sorted by clicking a column header"}
        </caption>
        <Table.Header>
          <Table.Row>
            {columnList.map((c, i) => {
              const dir = nextDir(sort?.column ?? null, sort?.dir ?? "asc", i);
              const label = (
                <>
                  {c.name}
                  {sort?.column === i ? (sort.dir === "asc" ? " ▲" : " ▼") : null}
                </>
              );
              return (
                <Table.ColumnHeaderCell key={c.name} aria-sort={sort?.column === i ? ARIA_SORT[sort.dir] : undefined}>
                  {importFile ? (
                    c.name
                  ) : carry ? (
                    <button type="submit" form={CARRY_FORM} name="resort" value={`${i}.${dir}`} className="sort-button">
                      {label}
                    </button>
                  ) : (
                    <Link to={withSearch(params, { sort: String(i), dir, after: null })} preventScrollReset>
                      {label}
                    </Link>
                  )}
                </Table.ColumnHeaderCell>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.map((row, r) => (
            <BodyRow key={r}>
              {columnList.map((c, i) => (
                <BodyCell key={c.name} className={c.type === "Decimal" || c.type === "Int32" ? "numeric" : undefined}>
                  {cell(c.type, row.values[i] ?? null, row.values[currencyColumn] ?? null)}
                </BodyCell>
              ))}
            </BodyRow>
          ))}
        </Table.Body>
      </DataTable>
      {pager}
    </>
  );
}
