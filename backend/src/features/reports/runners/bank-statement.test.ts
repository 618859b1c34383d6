import { describe, expect, it } from "vitest";
import { NOT_A_CSV, parseBankStatement, STATEMENT_COLUMNS_NEEDED } from "./bank-statement";

const file = (text: string) => new TextEncoder().encode(text);

describe("parseBankStatement", () => {
  it("reads the Date, Amount and Description columns in any order, by their header", () => {
    const lines = parseBankStatement(
      file(
        '\uFEFFReference,Amount,Posted Date,Memo\nA1,"1,234.50",2030-01-05,Check 101 Ada\nA2,(12.00),01/08/2030,Fee\n\nA3,$-3.5,1/9/2030,\n',
      ),
    );
    expect(lines).toEqual([
      { line: 2, day: "2030-01-05", cents: 123450, description: "Check 101 Ada" },
      { line: 3, day: "2030-01-08", cents: -1200, description: "Fee" },
      { line: 5, day: "2030-01-09", cents: -350, description: "" },
    ]);
  });

  it("needs a Date and an Amount column", () => {
    expect(() => parseBankStatement(file("Day,Sum\n2030-01-05,10\n"))).toThrow(STATEMENT_COLUMNS_NEEDED);
  });

  it("names the line and the value it cannot read", () => {
    expect(() => parseBankStatement(file("Date,Amount\n2030-01-05,10\n2030-02-30,5\n"))).toThrow(
      'Bank statement line 3: "2030-02-30" is not a date.',
    );
    expect(() => parseBankStatement(file("Date,Amount\n2030-01-05,ten\n"))).toThrow(
      'Bank statement line 2: "ten" is not an amount.',
    );
  });

  it("refuses what is not CSV", () => {
    expect(() => parseBankStatement(file('Date,Amount\n"2030-01-05,10\n'))).toThrow(NOT_A_CSV);
  });
});
