import type { Context, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { badRequest } from "./errors";

export const NUL_REFUSED = "The request must not contain NUL characters (U+0000).";

/** Whether any string (or key) anywhere in a parsed JSON value holds U+0000, which Postgres text cannot store. */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === "string") {
      if (v.includes("\0")) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
    } else if (v !== null && typeof v === "object") {
      for (const [k, item] of Object.entries(v)) {
        if (k.includes("\0")) return true;
        stack.push(item);
      }
    }
  }
  return false;
}

/** Parses a JSON body with a zod schema; the first issue's message becomes the 400 answer. */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
  if (containsNul(body)) throw badRequest(NUL_REFUSED);
  return parseWith(schema, body);
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? "Invalid request");
  return result.data;
}

/** Refuses a NUL (raw or %00) anywhere in the path or query of any call. */
export const rejectNulInUrl: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  if (url.includes("\0") || /%00/i.test(url)) throw badRequest(NUL_REFUSED);
  await next();
};
