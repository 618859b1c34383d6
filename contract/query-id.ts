import { z } from "zod";
import { invalidId, MAX_ID } from "../backend/src/domain/wire-fields";

const ID = /^[1-9][0-9]{0,9}$/;

/** A record id in the query (`?userId=`): as a path id, and missing is `Invalid {label}` too. */
export const queryId = (label: string, description = `${label}: a record id (a whole number).`) =>
  z
    .string({ error: invalidId(label) })
    .regex(ID, invalidId(label))
    .transform(Number)
    .refine((n) => n <= MAX_ID, invalidId(label))
    .meta({ description });

/** An id the query may leave out: absent or empty is undefined (the caller themself), otherwise as `queryId`. */
export const optionalQueryId = (label: string, description: string) =>
  z
    .string()
    .regex(/^([1-9][0-9]{0,9})?$/, invalidId(label))
    .refine((v) => v === "" || Number(v) <= MAX_ID, invalidId(label))
    .optional()
    .transform((v) => (v ? Number(v) : undefined))
    .meta({ description });
