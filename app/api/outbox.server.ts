import { z } from "zod";
import type { BackendHttp } from "./http.server";

export const OutboxEmail = z.object({
  id: z.number().int(),
  to: z.string(),
  cc: z.string().nullish(),
  from: z.string().nullish(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullish(),
  transport: z.string(),
  createdDateUTC: z.string(),
});
export type OutboxEmail = z.infer<typeof OutboxEmail>;

/** GET /api/v1/outbox?to=&limit= (staff). */
export function outboxApi(http2: BackendHttp) {
  return {
    list: (query: { to?: string; limit?: number }) =>
      http2.get("/api/v1/outbox", z.array(OutboxEmail), { query: { to: query.to || undefined, limit: query.limit } }),
  };
}
