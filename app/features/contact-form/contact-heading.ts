/** Spec §2: 'Current Client', with ' (Paused)' when paused (docs/decisions/0074 for the others). */
export function contactHeading(c: { contactID: number; clientStatus?: string | null }): string {
  if (!c.contactID) return "New Contact";
  const status = (c.clientStatus ?? "").trim().toLowerCase();
  if (status === "paused") return "Current Client (Paused)";
  if (status === "active") return "Current Client";
  return "Contact";
}
