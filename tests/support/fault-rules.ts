import { e2e } from "./env";

/** The fault proxy's control endpoint (tests/support/fault-proxy.ts). */
export const FAULTS_PATH = "/__faults";

/**
 * One armed failure: the next `times` calls that match are answered `status` with `{ message }` — or, with
 * `effect`, the backend is gone (`drop`: the connection is closed unanswered) or hung (`hang`: no answer
 * until the caller gives up).
 */
export interface FaultRule {
  /** GET, POST, PUT or DELETE; `*` for any. */
  method: string;
  /** A regular expression (source) tested against the call's path and query, e.g. `^/user/12$`. */
  path: string;
  status: number;
  message: string;
  /** How many matching calls fail (default 1); later ones reach the backend again. */
  times?: number;
  /** Only calls carrying this `token` header (one signed-in user's) match. */
  token?: string;
  /** "answer" (default): `status` and `{ message }`; "drop": no answer, the connection closed; "hang": no answer at all. */
  effect?: "answer" | "drop" | "hang";
}

/** The backend unavailable to the web app, every call, until `disarmFaults()`: as `effect` says, or a 503. */
export function backendDown(effect: "answer" | "drop" | "hang" = "answer"): Promise<() => Promise<number>> {
  return armFault({ method: "*", path: ".", status: 503, message: "Service Unavailable", times: 1_000_000, effect });
}

export interface FaultState extends FaultRule {
  id: number;
  remaining: number;
  hits: number;
}

async function control<T>(method: string, body?: unknown): Promise<T> {
  const res = await fetch(`${e2e.proxyUrl}${FAULTS_PATH}`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`fault proxy ${method}: ${res.status} ${await res.text()}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** Arms one failure; answers a function that tells how many calls it has failed so far. */
export async function armFault(rule: FaultRule): Promise<() => Promise<number>> {
  const { id } = await control<{ id: number }>("POST", rule);
  return async () => (await control<FaultState[]>("GET")).find((f) => f.id === id)?.hits ?? 0;
}

export function disarmFaults(): Promise<void> {
  return control("DELETE");
}
