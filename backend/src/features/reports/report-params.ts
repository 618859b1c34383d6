import { isValid, parseISO } from "date-fns";
import type { reportParameters } from "../../db/schema";
import { MAX_REPORT_FILE_BYTES, reportFileTooLarge } from "../../domain/report-files";
import { typedDay } from "../../domain/typed-day";
import { badRequest } from "../../http/errors";
import type { ReportParamValue } from "./report-result";
import type { ParamValue } from "./runners/runner";

type ParameterRow = typeof reportParameters.$inferSelect;

const MAX_TEXT = 500;
const DATE_FORMATS = ["yyyy-MM-dd", "MM-dd-yyyy", "M/d/yyyy"];

export const isRequired = (name: string) => `${name} is required.`;
export const notADate = (name: string) => `${name} must be a date (yyyy-MM-dd).`;
export const notAFile = (name: string) => `${name} must be the file's content in base64.`;
export const unknownParameter = (name: string) => `${name} is not a parameter of this report.`;
export const notOneOf = (name: string, values: string[]) => `${name} must be one of ${values.join(", ")}.`;
export const END_BEFORE_START = "End Date must not be before Start Date.";

/** A date the calendar has, in years 1900–2099 (typed in one of the formats, or an ISO date-time). */
function toDate(p: ParameterRow, raw: string): string {
  const text = raw.trim();
  let day = typedDay(text, DATE_FORMATS);
  if (day === null && /^\d{4}-\d{2}-\d{2}T/.test(text) && isValid(parseISO(text))) day = text.slice(0, 10);
  if (day === null || day < "1900-01-01" || day > "2099-12-31") throw badRequest(notADate(p.name));
  return day;
}

function toFile(p: ParameterRow, raw: string): Uint8Array {
  const body = raw.replace(/^data:[^;,]*;base64,/, "").trim();
  if (body === "" || !/^[A-Za-z0-9+/]+={0,2}$/.test(body) || body.length % 4 !== 0) throw badRequest(notAFile(p.name));
  const bytes = Buffer.from(body, "base64");
  // It travels as base64 in the JSON list (docs/decisions/0240); the limit is on the decoded bytes.
  if (bytes.length > MAX_REPORT_FILE_BYTES) throw badRequest(reportFileTooLarge(p.name));
  return new Uint8Array(bytes);
}

function toValue(p: ParameterRow, raw: string): ParamValue {
  if (p.values && p.values.length > 0 && !p.values.includes(raw.trim())) throw badRequest(notOneOf(p.name, p.values));
  if (p.dataType === "DateTime") return toDate(p, raw);
  if (p.dataType === "File") return toFile(p, raw);
  if (raw.length > MAX_TEXT) throw badRequest(`${p.name} must be at most ${MAX_TEXT} characters.`);
  return raw.trim();
}

/**
 * The checked values of a run by sqlParamName. A parameter is named by its sqlParamName ('@Month') or its
 * name ('Month'); a hidden one always takes its default; a blank or missing one its default, else it is
 * required.
 */
export function resolveParams(defs: ParameterRow[], given: ReportParamValue[]): Map<string, ParamValue> {
  const byName = new Map<string, string>();
  for (const g of given) {
    const def = defs.find((d) => d.sqlParamName === g.name || d.name === g.name);
    if (!def) throw badRequest(unknownParameter(g.name));
    byName.set(def.sqlParamName, g.value);
  }
  const out = new Map<string, ParamValue>();
  for (const def of [...defs].sort((a, b) => a.sort - b.sort)) {
    const supplied = def.isHidden ? undefined : byName.get(def.sqlParamName);
    const raw = supplied !== undefined && supplied.trim() !== "" ? supplied : def.defaultValue;
    if (raw === null || raw === undefined || raw.trim() === "") throw badRequest(isRequired(def.name));
    out.set(def.sqlParamName, toValue(def, raw));
  }
  const start = out.get("@StartDate");
  const end = out.get("@EndDate");
  if (typeof start === "string" && typeof end === "string" && end < start) throw badRequest(END_BEFORE_START);
  return out;
}
