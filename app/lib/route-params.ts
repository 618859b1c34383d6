import { notFound, notFoundMessage } from "./responses";

/** The largest id the backend stores (a Postgres integer). */
export const MAX_ID = 2_147_483_647;
const MAX_SHOWN = 40;

type Params = Readonly<Record<string, string | undefined>>;

/** "contactId" → "Contact", "fileId" → "File". */
const labelOf = (name: string) => {
  const base = name.replace(/Id$/, "") || name;
  return base.charAt(0).toUpperCase() + base.slice(1);
};

/** The id in a URL segment: a positive whole number the backend can hold, written plainly; else null. */
export function parseIdParam(params: Params, name: string): number | null {
  const raw = params[name] ?? "";
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

/**
 * The id in a URL segment, or a thrown 404 naming what was not found ('Contact abc not found'). `what`
 * defaults to the parameter's name without "Id" ("contactId" → "Contact").
 */
export function requireIdParam(params: Params, name: string, what = labelOf(name)): number {
  const id = parseIdParam(params, name);
  if (id === null) throw notFound(notFoundMessage(what, (params[name] ?? "").slice(0, MAX_SHOWN)));
  return id;
}
