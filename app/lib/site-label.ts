export type SiteLabel = "DEVELOPMENT SITE" | "SANDBOX SITE";

/**
 * The label the top bar shows for a non-production API host (and the support link is hidden then).
 * - a hostname containing "sandbox" → SANDBOX SITE
 * - a hostname label "dev" or "development", or a hostname starting with "dev." or "dev-" → DEVELOPMENT SITE
 * - anything else (production hosts, localhost, IP addresses) → null
 */
export function siteLabelFor(apiBaseUrl: string): SiteLabel | null {
  let hostname: string;
  try {
    hostname = new URL(apiBaseUrl).hostname.toLowerCase();
  } catch {
    return null;
  }
  if (hostname.includes("sandbox")) return "SANDBOX SITE";
  const labels = hostname.split(".");
  if (labels.some((l) => l === "dev" || l === "development") || hostname.startsWith("dev.") || hostname.startsWith("dev-")) {
    return "DEVELOPMENT SITE";
  }
  return null;
}
