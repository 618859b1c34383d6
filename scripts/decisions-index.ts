// npm run decisions:index — writes docs/decisions/README.md, the index of the decision records: number,
// title and status of each, read from the records themselves (a test checks it is current).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const decisionsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../docs/decisions");
const RECORD = /^(\d{4})-.+\.md$/;

export interface DecisionRecord {
  number: string;
  file: string;
  title: string;
  /** The record's `Status:` line without the label, or null when it has none. */
  status: string | null;
}

export function readRecords(dir = decisionsDir): DecisionRecord[] {
  return readdirSync(dir)
    .filter((file) => RECORD.test(file))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(dir, file), "utf8");
      const heading = /^# (.+)$/m.exec(text)?.[1] ?? file;
      const status = /^Status: (.+)$/m.exec(text)?.[1]?.trim() ?? null;
      return { number: RECORD.exec(file)![1]!, file, title: heading.replace(/^\d{4}\s*[—–-]\s*/, ""), status };
    });
}

const cell = (text: string) => text.replace(/\|/g, "\\|");

export function indexOf(records: DecisionRecord[]): string {
  return [
    "# Decision records",
    "",
    "One short record per decision: why, what was decided, what follows. A new record takes the next free",
    "number and the shape of [TEMPLATE.md](TEMPLATE.md); a record that a later one replaces keeps its text and",
    "says so on its status line (`Status: superseded by NNNN`). This index is written by",
    "`npm run decisions:index` from the records' titles and status lines.",
    "",
    "| Number | Title | Status |",
    "|---|---|---|",
    ...records.map((r) => `| [${r.number}](${r.file}) | ${cell(r.title)} | ${cell(r.status ?? "—")} |`),
    "",
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(path.join(decisionsDir, "README.md"), indexOf(readRecords()));
  console.log(`docs/decisions/README.md: ${readRecords().length} records`);
}
