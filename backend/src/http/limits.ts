import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { BODY_TOO_LARGE, MAX_BODY_BYTES } from "../domain/field-limits";

const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ message: BODY_TOO_LARGE }, 413) });

/** Every call's body is at most MAX_BODY_BYTES (413), except `POST /image`, which sets its own larger limit. */
export const requestBodyLimit: MiddlewareHandler = async (c, next) => {
  if (c.req.method === "POST" && c.req.path === "/image") return next();
  return limit(c, next);
};
