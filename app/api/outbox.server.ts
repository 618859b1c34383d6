import type { z } from "zod";
import { pathOf } from "@contract/define";
import { outboxCalls as calls, type OutboxEmail as OutboxEmailSchema } from "@contract/outbox";
import type { BackendHttp } from "./http.server";

export type OutboxEmail = z.output<typeof OutboxEmailSchema>;

/** GET /api/v1/outbox?to=&limit=, POST /api/v1/outbox/{id}/resend (Finance; contract/outbox.ts). */
export function outboxApi(http2: BackendHttp) {
  return {
    list: (query: { to?: string; limit?: number }) =>
      http2.get(calls.list.path, calls.list.answers[200], { query: { to: query.to || undefined, limit: query.limit } }),
    resend: (id: number) => http2.post(pathOf(calls.resend, { id }), undefined, calls.resend.answers[200]),
  };
}
