import type { z } from "zod";

export type Method = "GET" | "POST" | "PUT" | "DELETE" | "PATCH";

/** An answer that is not JSON (a PDF, an image, a CSV, an HTML page, a redirect): described, not parsed. */
export interface RawAnswer {
  kind: "raw";
  /** The media type of the body; "" for a redirect without one. */
  contentType: string;
  description: string;
}

export const raw = (contentType: string, description: string): RawAnswer => ({ kind: "raw", contentType, description });

export type Answer = z.ZodType | RawAnswer;

export const isRaw = (answer: Answer): answer is RawAnswer => "kind" in answer && answer.kind === "raw";

/**
 * Who may call, as the `token` header says (the finer rules, roles and ownership, are in each call's
 * description and proven by the authorization matrix):
 * - "token": a login's token is required (401 without one, or with an ended one);
 * - "public": no token is needed (a link's own secret, a login, a webhook's signature may be);
 * - "optional": public, but a staff token changes what the call does (the staff password reset);
 * - "portal": a client portal session is required, in the `portal-session` header (401 without one, or with
 *   an ended one); a staff token is not one (docs/decisions/0386).
 */
export type Access = "token" | "public" | "optional" | "portal";

/**
 * One call of the specification: its method and path (`{name}` for a path parameter, as the spec writes
 * them), its inputs and its answers, declared once for the backend (which validates with them) and the
 * web app (which parses with them), and published as OpenAPI (docs/decisions/0341).
 */
export interface Call {
  method: Method;
  /** The full path, `/api/v1` included for the calls of the second backend. */
  path: `/${string}`;
  /** The resource it belongs to (OpenAPI tag): one file of contract/ per resource. */
  resource: string;
  summary: string;
  description?: string;
  access: Access;
  /** Path parameters, by the names the path uses; an id's schema carries its route pattern (fields.ts). */
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The answers of success, by status. */
  answers: { [status: number]: Answer };
  /** The statuses answered with `{ message }` besides 401 (every "token" call) and 400 (every call with input). */
  errors?: number[];
}

/** Declares a call, keeping its literal types (the schemas type the backend's answers and the web's results). */
export function defineCall<const C extends Call>(call: C): C {
  return call;
}

/** The key the matrix, the fuzz and the call index use: `GET /contact/{contactID}/{userId}`. */
export const callKey = (call: Pick<Call, "method" | "path">) => `${call.method} ${call.path}`;

/** The JSON answer of a status (the first success when none is named). */
export type AnswerOf<C extends Call, S extends keyof C["answers"] = keyof C["answers"]> = C["answers"][S] extends z.ZodType
  ? z.output<C["answers"][S]>
  : never;

/** The call's path with its parameters filled in (each encoded as one segment; a `rest` text keeps its slashes). */
export function pathOf(call: Pick<Call, "path">, params: Record<string, string | number> = {}): string {
  return call.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${call.path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}
