/**
 * Which country an address is in, as the contact rules read it. The form stores the country by name
 * ('United States', 'Canada'); older or imported rows may hold an ISO code, so both are accepted, in any
 * case and spacing (docs/decisions/0089).
 */
const norm = (country: string | null | undefined) => (country ?? "").trim().toLowerCase();

export const isUnitedStates = (country: string | null | undefined) => ["united states", "usa", "us"].includes(norm(country));
export const isCanada = (country: string | null | undefined) => ["canada", "can", "ca"].includes(norm(country));

/** Spec §5: a US or Canadian address needs a state or province. */
export const needsStateOrProvince = (country: string | null | undefined) => isUnitedStates(country) || isCanada(country);

/** Spec §5 (CREATE USER): the first address's country must be United States or Canada. */
export const countryAllowsUser = needsStateOrProvince;
