import { z } from "zod";

/**
 * A list's `?status=` filter: one of the statuses, in any case; absent or empty is every status (null).
 * Anything else is refused with `status must be one of …`.
 */
export const statusFilter = <const S extends readonly [string, ...string[]]>(statuses: S) =>
  z
    .string()
    .optional()
    .transform((value, ctx): S[number] | null => {
      if (value === undefined || value === "") return null;
      const status = statuses.find((s) => s.toLowerCase() === value.toLowerCase());
      if (status !== undefined) return status;
      ctx.addIssue({ code: "custom", message: `status must be one of ${statuses.join(", ")}.` });
      return z.NEVER;
    })
    .meta({ description: `${statuses.join(", ")} (any case); absent: every status.` });
