import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { callKey, isRaw, type Call } from "../../../contract/define";
import { MessageAnswer } from "../../../contract/fields";

const asDocumented = (path: string) => path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, "{$1}");

/**
 * In tests only (never in production): every JSON answer is parsed with the contract's schema for its call
 * and status, so a drift between the backend and the contract fails the suite where it happens. A drift
 * turns the answer into a 500 naming the call, the status and zod's issues (docs/decisions/0341).
 */
export function answerCheck(calls: readonly Call[]): MiddlewareHandler {
  const byKey = new Map(calls.map((call) => [callKey(call), call]));
  return async (c, next) => {
    await next();
    const matched = matchedRoutes(c).filter((r) => r.method !== "ALL");
    const routed = matched[matched.length - 1];
    if (!routed) return;
    const key = `${routed.method} ${asDocumented(routed.path)}`;
    const call = byKey.get(key);
    const status = c.res.status;
    const drift = (what: string) => {
      console.error(`[contract] ${key} → ${status}: ${what}`);
      c.res = new Response(JSON.stringify({ message: `Contract drift: ${key} → ${status}: ${what}` }), {
        status: 500,
        headers: { "content-type": "application/json" },
      });
    };
    if (!call) return; // backend/src/contract.test.ts proves every route is in the contract
    // A refusal is `{ message }` unless the call declares that status itself (an HTML "not found" page).
    const declared = call.answers[status] ?? (status >= 400 ? MessageAnswer : undefined);
    if (!declared) return drift(`the contract declares no ${status} answer`);
    if (isRaw(declared)) return;
    if (!(c.res.headers.get("content-type") ?? "").includes("application/json")) return drift("the answer is not JSON");
    const parsed = declared.safeParse(await c.res.clone().json());
    if (!parsed.success) drift(JSON.stringify(parsed.error.issues.slice(0, 3)));
  };
}
