import { MAX_PAIRS, NO_CHANGE, PAIR_NEEDS_BOTH, SELECT_TEMPLATE, WORDING_MAX } from "@domain/custom-language";
import { tooLong } from "@domain/field-limits";
import { z } from "zod";
import { isStaff } from "~/lib/roles";

/** Billing spec §5 and §8, word for word where the spec gives the words (docs/decisions/0180). */
export { NO_CHANGE, PAIR_NEEDS_BOTH, SELECT_TEMPLATE };
export const couldNotSubmit = (message: string) => `Could not submit request: ${message}`;

const wording = z
  .string()
  .trim()
  .max(WORDING_MAX, { error: tooLong("A wording", WORDING_MAX) });

/** One pending old wording / new wording pair. */
export const WordingPair = z.object({
  oldText: wording.min(1, { error: PAIR_NEEDS_BOTH }),
  newText: wording.min(1, { error: PAIR_NEEDS_BOTH }),
});
export type WordingPair = z.infer<typeof WordingPair>;

/**
 * The Create Custom Language form (client and server): the chosen template, the pending pairs (hidden
 * fields `pending[i].oldText` / `pending[i].newText`, so ADD NEW ITEM works without JavaScript) and the
 * pair being typed.
 */
export const CustomLanguageForm = z.object({
  templateId: z.coerce
    .number({ error: SELECT_TEMPLATE })
    .int({ error: SELECT_TEMPLATE })
    .positive({ error: SELECT_TEMPLATE })
    .optional(),
  pending: z
    .array(WordingPair)
    .max(MAX_PAIRS, { error: `At most ${MAX_PAIRS} changes in one request.` })
    .default([]),
  oldWording: wording.default(""),
  newWording: wording.default(""),
});
export type CustomLanguageValues = z.infer<typeof CustomLanguageForm>;

export type Intent = { kind: "pick" } | { kind: "add" } | { kind: "remove"; index: number } | { kind: "submit" };

export function parseIntent(value: FormDataEntryValue | null): Intent | null {
  if (value === "pick" || value === "add" || value === "submit") return { kind: value };
  const remove = typeof value === "string" ? /^remove-(\d{1,3})$/.exec(value) : null;
  return remove ? { kind: "remove", index: Number(remove[1]) } : null;
}

/**
 * What an intent does to the form: the pending pairs after it, the pair left in the inputs, and the
 * message to show (null when it went through). SUBMIT takes a fully typed pair along.
 */
export function applyIntent(
  values: CustomLanguageValues,
  intent: Intent,
): { pending: WordingPair[]; typed: WordingPair; error: string | null } {
  const typed = { oldText: values.oldWording, newText: values.newWording };
  const hasTyped = Boolean(typed.oldText || typed.newText);
  const bothTyped = Boolean(typed.oldText && typed.newText);
  switch (intent.kind) {
    case "pick":
      return { pending: values.pending, typed, error: null };
    case "remove":
      return { pending: values.pending.filter((_, i) => i !== intent.index), typed, error: null };
    case "add":
      if (!values.templateId) return { pending: values.pending, typed, error: SELECT_TEMPLATE };
      if (!bothTyped) return { pending: values.pending, typed, error: PAIR_NEEDS_BOTH };
      return { pending: [...values.pending, typed], typed: { oldText: "", newText: "" }, error: null };
    case "submit": {
      if (!values.templateId) return { pending: values.pending, typed, error: SELECT_TEMPLATE };
      if (hasTyped && !bothTyped) return { pending: values.pending, typed, error: PAIR_NEEDS_BOTH };
      const pending = bothTyped ? [...values.pending, typed] : values.pending;
      if (pending.length === 0) return { pending, typed, error: NO_CHANGE };
      return { pending, typed: { oldText: "", newText: "" }, error: null };
    }
  }
}

/** CREATE CUSTOM LANGUAGE (spec §6): the request modal for role 2 or lower, the template editor for higher roles. */
export const customLanguageTarget = (actingRole: number) =>
  isStaff(actingRole) ? "/agreementTemplates" : "/action/custom-language";
