import type { SiteLabel } from "~/lib/site-label";

export function SiteLabelBadge({ label }: { label: SiteLabel | null }) {
  if (!label) return null;
  return <span className={label === "SANDBOX SITE" ? "site-label site-label-sandbox" : "site-label"}>{label}</span>;
}
