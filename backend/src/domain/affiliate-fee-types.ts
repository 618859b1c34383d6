/** The spec's affiliate fee types (§9), spelled as the spec spells them. */
export const AFFILIATE_FEE_TYPES = [
  "Standard USA",
  "Standard Canadian",
  "Flat Rate USA",
  "Flat Rate Canadian",
  "Standard USA & Canadian",
  "Flat Rate USA & Canadian",
  "Leader Standard USA",
  "Leader Standard Canadian",
  "Standard USA - No Fee",
  "Standard Canadian - No Fee",
  "Leader Standard USA - No Fee",
  "Leader Standard Canada - No Fee",
  "Standard Canadian & USA",
  "Standard USA & Canadian – No Fee",
] as const;

export type AffiliateFeeType = (typeof AFFILIATE_FEE_TYPES)[number];

const key = (s: string) =>
  s
    .trim()
    .replace(/[\u2012-\u2015]/g, "-")
    .replace(/\s+/g, " ")
    .toLowerCase();
const byKey = new Map(AFFILIATE_FEE_TYPES.map((t) => [key(t), t] as const));

/** The canonical spelling of a fee type (any dash, case or spacing), or undefined when it is not one. */
export function canonicalFeeType(value: string): AffiliateFeeType | undefined {
  return byKey.get(key(value));
}
