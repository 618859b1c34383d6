import type { z } from "zod";
import { clientRequestCalls as calls, type ClientRequest as Request } from "@contract/client-requests";
import { pathOf } from "@contract/define";
import type { BackendHttp } from "./http.server";

export type ClientRequest = z.output<typeof Request>;

/** Staff's client request calls: the list and the decision (contract/client-requests.ts). */
export function clientRequestsApi(http: BackendHttp) {
  return {
    list: (status: "Submitted" | "Done" | "Rejected" | null) =>
      http.get(`${calls.list.path}${status ? `?status=${status}` : ""}`, calls.list.answers[200]),
    decide: (requestId: number, decision: "accept" | "reject") => {
      const call = decision === "accept" ? calls.accept : calls.reject;
      return http.post(pathOf(call, { requestId }), undefined, call.answers[200]);
    },
  };
}
