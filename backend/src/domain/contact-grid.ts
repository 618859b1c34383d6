/**
 * The View/Edit Contacts grid's sortable columns (access spec §2 "View/Edit Contacts grid", plus the
 * AFFILIATE column staff see), in screen order: the web app's sort links and the whitelist of
 * GET /contact/grid/{userId}'s `sort` (docs/decisions/0337).
 */
export const CONTACT_COLUMNS = [
  "affiliateName",
  "clientStatus",
  "firstName",
  "lastName",
  "phone",
  "email",
  "source",
  "paymentStatus",
  "contractEnd",
] as const;
export type ContactColumn = (typeof CONTACT_COLUMNS)[number];

/** The grid's status filters (spec §2: Active Client, Potential Client, Past Client, Other). */
export const CONTACT_STATUS_GROUPS = ["active", "potential", "past", "other"] as const;
export type ContactStatusGroup = (typeof CONTACT_STATUS_GROUPS)[number];
