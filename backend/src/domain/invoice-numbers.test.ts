import { describe, expect, test } from "vitest";
import {
  choosePrefix,
  creditNoteFileName,
  creditNoteNumberOf,
  formatCreditNoteNumber,
  formatInvoiceNumber,
  isInvoicePrefix,
  lettersOf,
  prefixCandidates,
  prefixSource,
  yearOfIssue,
} from "./invoice-numbers";

const person = (companyName: string, lastName = "", firstName = "") => ({ companyName, lastName, firstName });

describe("invoice numbers", () => {
  test("PREFIX-YYYY-NNNN: at least four digits, then as many as it takes", () => {
    expect(formatInvoiceNumber("LOP", 2027, 42)).toBe("LOP-2027-0042");
    expect(formatInvoiceNumber("LOP", 2027, 1)).toBe("LOP-2027-0001");
    expect(formatInvoiceNumber("LOP", 2027, 9999)).toBe("LOP-2027-9999");
    expect(formatInvoiceNumber("LOP", 2027, 10000)).toBe("LOP-2027-10000");
  });

  test("a credit note: PREFIX-YYYY-CN-NNNN, its PDF named by it", () => {
    expect(formatCreditNoteNumber("LOP", 2027, 1)).toBe("LOP-2027-CN-0001");
    expect(formatCreditNoteNumber("LOP", 2027, 12345)).toBe("LOP-2027-CN-12345");
    expect(creditNoteFileName("LOP-2027-CN-0001")).toBe("LOP-2027-CN-0001.pdf");
    expect(creditNoteNumberOf("LOP-2027-CN-0001.pdf")).toBe("LOP-2027-CN-0001");
    for (const bad of ["LOP-2027-0001.pdf", "LOP-2027-CN-0001", "lop-2027-CN-0001.pdf", "../x.pdf", "LOP-2027-CN-1.pdf"])
      expect(creditNoteNumberOf(bad)).toBeNull();
  });

  test("the year of issue is the billing time zone's: New Year's Eve in Toronto is still the old year at 3 am UTC", () => {
    const instant = new Date("2027-01-01T03:00:00Z");
    expect(yearOfIssue(instant, "America/Toronto")).toBe(2026);
    expect(yearOfIssue(instant, "UTC")).toBe(2027);
  });

  test("a prefix is 2 to 6 capital letters A to Z", () => {
    for (const ok of ["LO", "LOP", "LOPEZC"]) expect(isInvoicePrefix(ok)).toBe(true);
    for (const bad of ["L", "LOPEZCO", "lop", "LÓP", "LO1", "LO-P", " LOP", ""]) expect(isInvoicePrefix(bad)).toBe(false);
  });
});

describe("prefix derivation", () => {
  test("letters only, accents dropped, capitals", () => {
    expect(lettersOf("Côté & Fils Inc.")).toBe("COTEFILSINC");
    expect(lettersOf("O'Connor")).toBe("OCONNOR");
    expect(lettersOf("北京 2")).toBe("");
  });

  test("from the company name, else the last name, else the first name (two letters at least), else CH", () => {
    expect(prefixSource(person("Lopez Leadership Coaching", "Lopez", "Maya"))).toBe("LOPEZLEADERSHIPCOACHING");
    expect(prefixSource(person("", "Lopez", "Maya"))).toBe("LOPEZ");
    expect(prefixSource(person("X", "Li", "Wei"))).toBe("LI");
    expect(prefixSource(person("", "", "Wei"))).toBe("WEI");
    expect(prefixSource(person("1-2-3", "Ø", ""))).toBe("CH");
  });

  test("the first three letters, then longer, then the first three with letters after them", () => {
    const firstOf = (source: string, n: number) => [...prefixCandidates(source)].slice(0, n);
    expect(firstOf("LOPEZLEADERSHIP", 6)).toEqual(["LOP", "LOPE", "LOPEZ", "LOPEZL", "LOPA", "LOPB"]);
    expect(firstOf("KIM", 3)).toEqual(["KIM", "KIMA", "KIMB"]);
    expect(firstOf("LI", 3)).toEqual(["LI", "LIA", "LIB"]);
    const all = [...prefixCandidates("KIM")];
    expect(all.slice(26, 29)).toEqual(["KIMZ", "KIMAA", "KIMAB"]);
    expect(all.at(-1)).toBe("KIMZZZ");
    expect(all).toHaveLength(1 + 26 + 26 ** 2 + 26 ** 3);
    expect(all.every(isInvoicePrefix)).toBe(true);
    expect(new Set(all).size).toBe(all.length);
  });

  test("a clash takes the next candidate: two Lopez companies, then a third", () => {
    const taken = new Set<string>();
    const take = (p: { companyName: string; lastName: string; firstName: string }) => {
      const prefix = choosePrefix(p, (c) => taken.has(c));
      taken.add(prefix);
      return prefix;
    };
    expect(take(person("Lopez Leadership Coaching"))).toBe("LOP");
    expect(take(person("Lopez Leadership Coaching"))).toBe("LOPE");
    expect(take(person("", "Lopez"))).toBe("LOPEZ");
    expect(take(person("", "Lopez"))).toBe("LOPA");
    expect(take(person("Grace Kim Coaching LLC", "Kim"))).toBe("GRA");
  });
});
