/** Fields shown on page 2; everything else (names, phones, emails, addresses) is on page 1. */
const PAGE_TWO = new Set<string>([
  "dateOfBirth",
  "genderId",
  "maritalStatusId",
  "spouseName",
  "occupation",
  "employer",
  "emergencyContactName",
  "emergencyContactNumber",
  "clientType",
  "companyLogoURL",
  "includeLogoOnEmails",
  "gSTNumber",
  "vATNumber",
  "vATRate",
  "stripeCustomerId_USA",
  "stripeCustomerId_Canada",
  "notes",
  "essence1",
  "essence2",
  "essence3",
  "essence4",
  "essence5",
  "survivalMechanism1",
  "survivalMechanism2",
  "survivalMechanism3",
  "lifePurpose",
  "personalNotes",
]);

/** The page a field (conform name, e.g. "addresses[1].country") is on. */
export const pageOfField = (name: string): 1 | 2 => (PAGE_TWO.has(name.split(/[.[]/)[0]!) ? 2 : 1);

/** The page to show after a failed save: the first error's. */
export function pageOfErrors(names: readonly string[], fallback: 1 | 2): 1 | 2 {
  const first = names.find((n) => n !== "");
  return first === undefined ? fallback : pageOfField(first);
}
