import { moneyText as money } from "../../domain/money";
import type { ItemList, RunSummary } from "./summary";

const SECTIONS = ["issued", "charged", "declined", "overdue", "reminded"] as const;

function pad(cells: string[][]): string[] {
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  return cells.map((row) =>
    row
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join("  ")
      .trimEnd(),
  );
}

const totalsOf = (list: ItemList) =>
  (["USD", "CAD"] as const)
    .filter((c) => list.items.some((i) => i.currency === c))
    .map((c) => money(list.totals[c], c))
    .join(", ") || "—";

/** The CLI's print of a summary: one table of every item, then the totals per kind and currency. */
export function summaryTable(summary: RunSummary): string {
  const header = ["What", "Invoice", "Plan", "Client", "Month", "Amount", "Detail"];
  const rows = SECTIONS.flatMap((section) =>
    summary[section].items.map((i) => [
      section,
      i.invoiceId === null ? "(new)" : String(i.invoiceId),
      String(i.billingPlanId ?? ""),
      i.clientName,
      i.month?.slice(0, 7) ?? "",
      money(i.amountCents, i.currency),
      i.detail,
    ]),
  );
  const plans = (["expired", "resumed"] as const).flatMap((kind) =>
    summary[kind].plans.map((p) => [kind, "", String(p.billingPlanId), p.clientName, "", "", ""]),
  );
  const lines = [
    `Billing run for ${summary.date}${summary.dryRun ? " (dry run: nothing was written)" : ""}`,
    "",
    ...(rows.length + plans.length > 0 ? pad([header, ...rows, ...plans]) : ["Nothing to do."]),
    "",
    ...pad([
      ["Totals", "Count", "Amount"],
      ...SECTIONS.map((s) => [s, String(summary[s].count), totalsOf(summary[s])]),
      ["expired", String(summary.expired.count), ""],
      ["resumed", String(summary.resumed.count), ""],
    ]),
  ];
  if (summary.errors.length > 0) lines.push("", "Problems:", ...summary.errors.map((e) => `- ${e}`));
  return lines.join("\n");
}
