import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decisionsDir, indexOf, readRecords } from "./decisions-index";

describe("docs/decisions", () => {
  const records = readRecords();

  it("gives every record a status line: accepted, or superseded by a record that exists", () => {
    const numbers = new Set(records.map((r) => r.number));
    const problems = records.flatMap((r) => {
      if (r.status === null) return [`${r.file}: no Status line`];
      if (!/^(accepted|superseded)/.test(r.status)) return [`${r.file}: Status must begin accepted or superseded`];
      const by = /^superseded by (\d{4})/.exec(r.status)?.[1];
      return by && !numbers.has(by) ? [`${r.file}: superseded by ${by}, which does not exist`] : [];
    });
    expect(problems).toEqual([]);
  });

  it("lists every record in its index (npm run decisions:index writes it)", () => {
    expect(readFileSync(path.join(decisionsDir, "README.md"), "utf8")).toBe(indexOf(records));
  });
});
