/** The affiliate fee types of spec §9, spelled as the spec (and the backend) spell them. */
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
