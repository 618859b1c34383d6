import type { z } from "zod";
import { pathOf } from "@contract/define";
import { timelineCalls as calls, type TimelineEvent as TimelineEventShape } from "@contract/timeline";
import type { TimelineKind } from "@domain/timeline-events";
import type { BackendHttp } from "./http.server";

export type TimelineEvent = z.output<typeof TimelineEventShape>;

/** The money timeline of a client (contract/timeline.ts, docs/decisions/0399). */
export function timelineApi(http: BackendHttp) {
  return {
    /** One page, newest first; `after` is the previous page's `next`. */
    history: (contactId: number, query: { kind?: TimelineKind | null; after?: string | null; pageSize?: number }) => {
      const params = new URLSearchParams();
      if (query.kind) params.set("kind", query.kind);
      if (query.after) params.set("after", query.after);
      if (query.pageSize) params.set("pageSize", String(query.pageSize));
      const path = pathOf(calls.history, { contactId });
      return http.get(params.size ? `${path}?${params}` : path, calls.history.answers[200]);
    },
  };
}
