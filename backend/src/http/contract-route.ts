import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import type { Call } from "../../../contract/define";
import type { PathMeta } from "../../../contract/fields";
import { parseJson, parseWith } from "./validate";

/** The second backend's routers are mounted at this base (backend/src/app.ts): their calls' paths begin with it. */
export const SECOND_BACKEND_BASE = "/api/v1";

/**
 * The Hono path of a call: `{name}` becomes `:name`, with the pattern its schema names (`[0-9]+` for an id),
 * relative to /api/v1 for the calls of the second backend.
 */
export function route(call: Call): string {
  const path = call.path.startsWith(`${SECOND_BACKEND_BASE}/`) ? call.path.slice(SECOND_BACKEND_BASE.length) : call.path;
  const shape = (call.params?.shape ?? {}) as Record<string, z.ZodType>;
  return path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
    const pattern = (shape[name]?.meta() as PathMeta | undefined)?.pathPattern;
    return pattern ? `:${name}{${pattern}}` : `:${name}`;
  });
}

type Output<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

/** The call's path parameters, parsed by the contract (an unfit one answers 400 with its message). */
export const paramsOf = <C extends Call>(c: Context, call: C): Output<C["params"]> =>
  (call.params ? parseWith(call.params, c.req.param()) : {}) as Output<C["params"]>;

/** The call's query, parsed by the contract. */
export const queryOf = <C extends Call>(c: Context, call: C): Output<C["query"]> =>
  (call.query ? parseWith(call.query, c.req.query()) : {}) as Output<C["query"]>;

/** The call's JSON body, parsed by the contract. */
export const bodyOf = <C extends Call>(c: Context, call: C): Promise<Output<C["body"]>> =>
  parseJson(c, call.body as z.ZodType) as Promise<Output<C["body"]>>;

type JsonStatus<C extends Call> = Extract<keyof C["answers"], number>;
type Sent<C extends Call, S extends JsonStatus<C>> = C["answers"][S] extends z.ZodType ? z.input<C["answers"][S]> : never;

/** Answers with the body the contract declares for the status (typed: a drift fails the type check). */
export function reply<C extends Call, S extends JsonStatus<C> = JsonStatus<C>>(
  c: Context,
  _call: C,
  body: Sent<C, S>,
  status?: S,
) {
  return c.json(body as object, (status ?? 200) as ContentfulStatusCode);
}
