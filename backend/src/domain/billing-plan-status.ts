/**
 * Billing plan statuses and their transitions (billing spec §4, design §5): Pending can be terminated;
 * Active can be paused, terminated, extended or edited; Paused can be unpaused (made Active again).
 * Terminated and Expired plans are final.
 */
export const PLAN_STATUS = { pending: 1, active: 2, paused: 3, terminated: 4, expired: 5 } as const;
export type PlanStatusId = (typeof PLAN_STATUS)[keyof typeof PLAN_STATUS];

/** The statuses of an open plan: a client has at most one (the partial unique index of billing_plans). */
export const OPEN_PLAN_STATUSES: readonly number[] = [PLAN_STATUS.pending, PLAN_STATUS.active, PLAN_STATUS.paused];

export const PLAN_STATUS_NAMES: Record<PlanStatusId, string> = {
  1: "Pending",
  2: "Active",
  3: "Paused",
  4: "Terminated",
  5: "Expired",
};

export type PlanChange = "terminate" | "pause" | "unpause" | "edit";

const ALLOWED: Record<PlanStatusId, readonly PlanChange[]> = {
  1: ["terminate"],
  2: ["pause", "terminate", "edit"],
  3: ["unpause"],
  4: [],
  5: [],
};

/** The change a requested status makes to a plan in `from`: same status = edit, 4 = terminate, 3 = pause, 2 = unpause. */
export function changeFor(from: number, to: number): PlanChange | null {
  if (to === from) return "edit";
  if (to === PLAN_STATUS.terminated) return "terminate";
  if (to === PLAN_STATUS.paused) return "pause";
  if (to === PLAN_STATUS.active && from === PLAN_STATUS.paused) return "unpause";
  return null;
}

export const ONE_OPEN_PLAN = "This contact already has an active billing plan";
/** Spec §4 "A pending plan must be terminated before a new one is created": the refusal names that plan. */
export const pendingPlanFirst = (planName: string) =>
  `This contact already has a pending billing plan, "${planName}": terminate it before creating a new one.`;
/** The refusal to create a plan for a contact whose open plan is `open`. */
export const openPlanRefusal = (open: { statusId: number; name: string }) =>
  open.statusId === PLAN_STATUS.pending ? pendingPlanFirst(open.name) : ONE_OPEN_PLAN;

const VERB: Record<PlanChange, string> = {
  terminate: "terminated",
  pause: "paused",
  unpause: "activated",
  edit: "changed",
};

const statusName = (id: number) => PLAN_STATUS_NAMES[id as PlanStatusId] ?? `status ${id}`;
/** "A Pending billing plan", "An Active billing plan". */
const aPlan = (id: number) => `${/^[AEIOU]/.test(statusName(id)) ? "An" : "A"} ${statusName(id)} billing plan`;

/**
 * Why a plan in status `from` cannot move to `to` (the 409 message), or null when the transition is allowed.
 */
export function transitionRefusal(from: number, to: number): string | null {
  const change = changeFor(from, to);
  if (change === null) return `${aPlan(from)} cannot be set to ${statusName(to)}.`;
  if (ALLOWED[from as PlanStatusId]?.includes(change)) return null;
  if (change === "edit") return `${aPlan(from)} cannot be changed; only an Active one can.`;
  return `${aPlan(from)} cannot be ${VERB[change]}.`;
}

/** The client status a contact takes when its plan enters a status (billing spec §4 "Client status"). */
export const CLIENT_STATUS_OF_PLAN: Record<PlanStatusId, "Pending" | "Active" | "Paused" | "Terminated" | "Expired"> = {
  1: "Pending",
  2: "Active",
  3: "Paused",
  4: "Terminated",
  5: "Expired",
};
