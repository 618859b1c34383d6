import type { ComponentPropsWithoutRef, ReactNode } from "react";

/**
 * Radix Themes' surface table (Table.Header, Table.Row and Table.Cell go inside as before) without
 * Table.Root's ScrollArea. That ScrollArea writes a <style> element into the body for every table,
 * invalid HTML from a page's second table on, and its viewport cannot scroll until JavaScript runs. A
 * wide table scrolls sideways in a plain box instead, with JavaScript or without
 * (docs/decisions/0137-tables-without-scroll-area.md).
 */
export function DataTable({
  size = "2",
  scrollLabel,
  children,
}: {
  size?: "1" | "2" | "3";
  /** For a table that may be wider than the page and has nothing focusable: its scroller takes keyboard focus. */
  scrollLabel?: string;
  children: ReactNode;
}) {
  const scroller = scrollLabel ? { tabIndex: 0, role: "region", "aria-label": scrollLabel } : {};
  return (
    <div className={`rt-TableRoot rt-r-size-${size} rt-variant-surface`}>
      <div style={{ overflowX: "auto" }} {...scroller}>
        <table className="rt-TableRootTable">{children}</table>
      </div>
    </div>
  );
}

const withClass = (base: string, className: string | undefined) => (className ? `${base} ${className}` : base);

/**
 * The classes of a body row and cell, for the large grids that write `<tr className={ROW}>` and
 * `<td className={CELL}>` themselves: a component per cell cost about a tenth of the web server's CPU
 * on a 100-row page (docs/decisions/0128).
 */
export const ROW = "rt-TableRow";
export const CELL = "rt-TableCell";

/**
 * The parts of a Radix Themes `Table`, rendered as the same markup without Radix's per-element prop
 * parsing — a grid renders hundreds of cells on every request (docs/decisions/0128) — and without its
 * module, whose ScrollArea the browser would load with every screen that has a table (docs/decisions/0284).
 */
export function BodyRow({ className, ...props }: ComponentPropsWithoutRef<"tr">) {
  return <tr {...props} className={withClass(ROW, className)} />;
}

export function BodyCell({ className, ...props }: ComponentPropsWithoutRef<"td">) {
  return <td {...props} className={withClass(CELL, className)} />;
}

function Header({ className, ...props }: ComponentPropsWithoutRef<"thead">) {
  return <thead {...props} className={withClass("rt-TableHeader", className)} />;
}

function Body({ className, ...props }: ComponentPropsWithoutRef<"tbody">) {
  return <tbody {...props} className={withClass("rt-TableBody", className)} />;
}

function ColumnHeaderCell({ className, ...props }: ComponentPropsWithoutRef<"th">) {
  return <th scope="col" {...props} className={withClass("rt-TableCell rt-TableColumnHeaderCell", className)} />;
}

function RowHeaderCell({ className, ...props }: ComponentPropsWithoutRef<"th">) {
  return <th scope="row" {...props} className={withClass("rt-TableCell rt-TableRowHeaderCell", className)} />;
}

/** Used as Radix Themes' `Table` namespace is, inside a `DataTable`. */
export const Table = { Header, Body, Row: BodyRow, Cell: BodyCell, ColumnHeaderCell, RowHeaderCell };
