import { z } from "zod";
import { invalidId, MAX_ID } from "../backend/src/domain/wire-fields";

/** Route patterns of path parameters, kept in the schema's metadata (read by the backend's route helper). */
export interface PathMeta {
  pathPattern?: string;
}

/**
 * A path id: plain digits, no sign, no leading zero, 1..2^31−1; anything else is `Invalid {label}` (400).
 * `pattern` (e.g. `[0-9]+`) narrows the route itself, where a literal segment must win (`/contact/empty`):
 * a path that does not fit it is then no route at all (404).
 */
export const pathId = (label: string, options: { description?: string; pattern?: string } = {}) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, invalidId(label))
    .transform(Number)
    .refine((n) => n <= MAX_ID, invalidId(label))
    .meta({
      ...(options.pattern ? { pathPattern: options.pattern } : {}),
      description: options.description ?? `${label}: a record id (a whole number).`,
    });

/**
 * A path segment of free text. `pattern` narrows the route itself (a path that does not fit is no route,
 * 404); `rest` is the rest of the path, slashes included.
 */
export const pathText = (description: string, options: { pattern?: string; rest?: boolean } = {}) => {
  const pattern = options.rest ? ".+" : options.pattern;
  return z.string().meta(pattern ? { pathPattern: pattern, description } : { description });
};

/** The token of an emailed link (card update, agreement signing): the link's own credential. */
export const linkToken = (description: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .meta({ pathPattern: "[A-Za-z0-9_-]+", description });

/** The `{ message }` every refusal and some successes answer with. */
export const MessageAnswer = z
  .object({ message: z.string().meta({ description: "What happened, in words to show the user." }) })
  .meta({ id: "Message" });

/** An id in an answer. */
export const Id = z.number().int().meta({ description: "A record id." });

/** A calendar day, `YYYY-MM-DD`. */
export const Day = z.string().meta({ description: "A calendar day, YYYY-MM-DD." });

/** An instant, ISO 8601 in UTC (`…Z`). */
export const Instant = z.string().meta({ description: "An instant, ISO 8601 in UTC." });

/** Dollars (not cents), as a number with at most two decimals. */
/** The number people read (docs/decisions/0384); the id stays the key in paths and bodies. */
export const InvoiceNumber = z.string().meta({
  description: "The invoice's number, `{PREFIX}-{YYYY}-{NNNN}` (e.g. LOP-2027-0042): per affiliate and year of issue, gap-free.",
});

export const Dollars = z.number().meta({ description: "An amount in dollars (not cents), at most two decimals." });
