import type { ReactNode } from "react";

/**
 * Radix Themes' surface table (Table.Header, Table.Row and Table.Cell go inside as before) without
 * Table.Root's ScrollArea. That ScrollArea writes a <style> element into the body for every table,
 * invalid HTML from a page's second table on, and its viewport cannot scroll until JavaScript runs. A
 * wide table scrolls sideways in a plain box instead, with JavaScript or without
 * (docs/decisions/0137-tables-without-scroll-area.md).
 */
export function DataTable({ size = "2", children }: { size?: "1" | "2" | "3"; children: ReactNode }) {
  return (
    <div className={`rt-TableRoot rt-r-size-${size} rt-variant-surface`}>
      <div style={{ overflowX: "auto" }}>
        <table className="rt-TableRootTable">{children}</table>
      </div>
    </div>
  );
}
