/** Spec §9: the pronoun options; Other takes free text. */
export const PRONOUN_OPTIONS = ["He/His", "She/Her", "They/Their", "Other"] as const;
export const OTHER_PRONOUNS = "Other";

/** A stored preferredPronouns as the form shows it: one of the options, or Other with the text. */
export function pronounChoice(stored: string | null | undefined): { choice: string; other: string } {
  const value = (stored ?? "").trim();
  if (!value) return { choice: "", other: "" };
  const known = PRONOUN_OPTIONS.find((o) => o !== OTHER_PRONOUNS && o.toLowerCase() === value.toLowerCase());
  return known ? { choice: known, other: "" } : { choice: OTHER_PRONOUNS, other: value === OTHER_PRONOUNS ? "" : value };
}

/** The value saved from the form's choice and free text (Other with no text is saved as "Other"). */
export function pronounsFromForm(choice: string | null | undefined, other: string | null | undefined): string {
  const c = (choice ?? "").trim();
  if (c !== OTHER_PRONOUNS) return c;
  return (other ?? "").trim() || OTHER_PRONOUNS;
}
