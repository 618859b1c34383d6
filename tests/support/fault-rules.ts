import { e2e } from "./env";

/** The fault proxy's control endpoint (tests/support/fault-proxy.ts). */
export const FAULTS_PATH = "/__faults";

/** One armed failure: the next `times` calls that match are answered `status` with `{ message }`. */
export interface FaultRule {
  /** GET, POST, PUT or DELETE. */
  method: string;
  /** A regular expression (source) tested against the call's path and query, e.g. `^/user/12$`. */
  path: string;
  status: number;
  message: string;
  /** How many matching calls fail (default 1); later ones reach the backend again. */
  times?: number;
  /** Only calls carrying this `token` header (one signed-in user's) match. */
  token?: string;
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
