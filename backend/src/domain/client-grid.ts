/**
 * The client grid's columns (billing spec §2 "Client management"), in screen order: the web app's sortable
 * headers and the whitelist of GET /contact/clients/{userId}'s `sort` (docs/decisions/0158).
 */
export const CLIENT_COLUMNS = [
  "clientStatus",
  "clientType",
  "affiliateName",
  "firstName",
  "lastName",
  "email",
  "sessionsPerMonth",
  "billingAmount",
  "invoiceStatus",
  "paymentStatus",
  "expirationDate",
] as const;
export type ClientColumn = (typeof CLIENT_COLUMNS)[number];

/**
 * The client statuses of each filter group (billing spec §2 "Client management": Active shows Active only;
 * Paused shows under `current=0` and with all three checked, docs/decisions/0158).
 */
export const CLIENT_STATUS_GROUPS = {
  active: ["Active"],
  potential: ["Potential", "Pending"],
  past: ["Past", "Expired", "Terminated"],
} as const;
export type ClientStatusGroup = keyof typeof CLIENT_STATUS_GROUPS;
