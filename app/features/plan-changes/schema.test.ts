import { AT_MOST_CENTS } from "@domain/money";
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import {
  CHOOSE_EXTEND_TO,
  CHOOSE_LAST_FULL_BILL,
  CHOOSE_PAUSE_UNTIL,
  changeFailed,
  defaultMonthAhead,
  EditForm,
  ExtendForm,
  MANUAL_INVOICE_AMOUNT,
  ManualInvoiceForm,
  monthLabel,
  PauseForm,
  yearOptions,
} from "./schema";

/** Parses as the action does: a form's strings, coerced by conform. */
function parse<S extends Parameters<typeof parseWithZod>[1]["schema"]>(schema: S, fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return parseWithZod(form, { schema });
}

/** The parsed value of a successful submission, or null. */
const valueOf = (r: ReturnType<typeof parse>) => (r.status === "success" ? (r.value as Record<string, unknown>) : null);

describe("PauseForm", () => {
  test("a month and year: the 1st of that month", () => {
    const r = parse(PauseForm, { month: "3", year: "2027" });
    expect(valueOf(r)?.date).toBe("2027-03-01");
  });
  test("Indefinitely wins over the selects: 2099-12-01", () => {
    const r = parse(PauseForm, { month: "3", year: "2027", forever: "on" });
    expect(valueOf(r)?.date).toBe("2099-12-01");
  });
  test("any 2099 month is stored as Indefinitely", () => {
    const r = parse(PauseForm, { month: "4", year: "2099" });
    expect(valueOf(r)?.date).toBe("2099-12-01");
  });
  test("neither a month nor Indefinitely", () => {
    const r = parse(PauseForm, { year: "2027" });
    expect(r.status).toBe("error");
    expect(r.reply().error?.month).toEqual([CHOOSE_PAUSE_UNTIL]);
  });
});

describe("ExtendForm", () => {
  test("a month and year, or Ongoing", () => {
    const month = parse(ExtendForm, { month: "11", year: "2028" });
    expect(valueOf(month)?.date).toBe("2028-11-01");
    const ongoing = parse(ExtendForm, { forever: "on" });
    expect(valueOf(ongoing)?.date).toBe("2099-12-01");
    expect(parse(ExtendForm, {}).reply().error?.month).toEqual([CHOOSE_EXTEND_TO]);
  });
});

describe("EditForm", () => {
  test("the last full bill's month and year", () => {
    const r = parse(EditForm, { month: "2", year: "2028" });
    expect(valueOf(r)?.date).toBe("2028-02-01");
    expect(parse(EditForm, { month: "2" }).reply().error?.year).toEqual([CHOOSE_LAST_FULL_BILL]);
  });
});

describe("ManualInvoiceForm", () => {
  const base = { invoiceAmount: "150", invoiceMonth: "March", invoiceYear: "2027", withRequest: "none" };
  test("the request only", () => {
    const r = parse(ManualInvoiceForm, base);
    expect(valueOf(r)).toMatchObject({ invoiceAmount: 150, withRequest: "none", pauseUntilDate: null });
  });
  test("'Please enter a positive invoice amount' for nothing, zero, negative or not a number", () => {
    for (const invoiceAmount of ["", "0", "-5", "abc"]) {
      expect(parse(ManualInvoiceForm, { ...base, invoiceAmount }).reply().error?.invoiceAmount).toEqual([MANUAL_INVOICE_AMOUNT]);
    }
  });
  test("1.234 is refused with the cents message, not rounded", () => {
    expect(parse(ManualInvoiceForm, { ...base, invoiceAmount: "1.234" }).reply().error?.invoiceAmount).toEqual([AT_MOST_CENTS]);
  });
  test("dollar signs and thousands separators are accepted", () => {
    const r = parse(ManualInvoiceForm, { ...base, invoiceAmount: "$1,250.50" });
    expect(valueOf(r)?.invoiceAmount).toBe(1250.5);
  });
  test("pausing needs a pause-until month, or Indefinitely", () => {
    expect(parse(ManualInvoiceForm, { ...base, withRequest: "pause" }).reply().error?.pauseMonth).toEqual([CHOOSE_PAUSE_UNTIL]);
    const until = parse(ManualInvoiceForm, { ...base, withRequest: "pause", pauseMonth: "6", pauseYear: "2027" });
    expect(valueOf(until)?.pauseUntilDate).toBe("2027-06-01");
    const forever = parse(ManualInvoiceForm, { ...base, withRequest: "pause", pauseIndefinitely: "on" });
    expect(valueOf(forever)?.pauseUntilDate).toBe("2099-12-01");
  });
  test("terminating ignores the pause month", () => {
    const r = parse(ManualInvoiceForm, { ...base, withRequest: "terminate", pauseMonth: "6", pauseYear: "2027" });
    expect(valueOf(r)?.pauseUntilDate).toBeNull();
  });
});

test("the failure messages of spec §8, verb by change", () => {
  expect(changeFailed("pause")).toBe("Could not deactivate billing plan");
  expect(changeFailed("unpause")).toBe("Could not activate billing plan");
  expect(changeFailed("extend")).toBe("Could not update billing plan");
  expect(changeFailed("edit")).toBe("Could not update billing plan");
  expect(changeFailed("terminate")).toBe("Could not cancel billing plan");
});

test("defaults two months ahead on day 1, across the year end", () => {
  expect(defaultMonthAhead("2026-11-23")).toEqual({ month: 1, year: 2027 });
  expect(defaultMonthAhead("2026-03-31")).toEqual({ month: 5, year: 2026 });
});

test("years from the current one to 2099; 2099 reads Ongoing or Indefinitely", () => {
  const years = yearOptions(2026);
  expect(years[0]).toBe(2026);
  expect(years.at(-1)).toBe(2099);
  expect(monthLabel("2027-03-01", "Ongoing")).toBe("March 2027");
  expect(monthLabel("2099-12-01", "Ongoing")).toBe("Ongoing");
  expect(monthLabel("2099-12-01", "Indefinitely")).toBe("Indefinitely");
});
