import type { z } from "zod";
import { outboxCalls as calls, type OutboxEmail as OutboxEmailSchema } from "@contract/outbox";
import type { BackendHttp } from "./http.server";

export type OutboxEmail = z.output<typeof OutboxEmailSchema>;

/** GET /api/v1/outbox?to=&limit= (Finance; contract/outbox.ts). */
export function outboxApi(http2: BackendHttp) {
  return {
    list: (query: { to?: string; limit?: number }) =>
      http2.get(calls.list.path, calls.list.answers[200], { query: { to: query.to || undefined, limit: query.limit } }),
  };
}
