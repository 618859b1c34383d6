import type { Context } from "hono";
import type { z } from "zod";
import { badRequest } from "./errors";

/** Parses a JSON body with a zod schema; the first issue's message becomes the 400 answer. */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
  return parseWith(schema, body);
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? "Invalid request");
  return result.data;
}

export function parseId(value: string | undefined, what = "id"): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) throw badRequest(`Invalid ${what}`);
  return n;
}
