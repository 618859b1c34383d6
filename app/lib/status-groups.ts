export type StatusGroup = "active" | "potential" | "past" | "other";

const GROUP_OF: Record<string, StatusGroup> = {
  active: "active",
  paused: "active",
  potential: "potential",
  pending: "potential",
  past: "past",
  expired: "past",
  terminated: "past",
  none: "other",
};

/** The contact filters' groups (spec §4); an empty or unknown status counts as Other. */
export function statusGroup(clientStatus: string | null | undefined): StatusGroup {
  return GROUP_OF[(clientStatus ?? "").trim().toLowerCase()] ?? "other";
}

export const statusGroupLabels: Record<StatusGroup, string> = {
  active: "Active Client",
  potential: "Potential Client",
  past: "Past Client",
  other: "Other",
};
