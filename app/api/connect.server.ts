import type { z } from "zod";
import {
  connectCalls as calls,
  type AccountLinkAnswer as AccountLinkSchema,
  type ConnectStatus as ConnectStatusSchema,
} from "@contract/connect";
import type { BackendHttp } from "./http.server";

export type AccountLinkAnswer = z.output<typeof AccountLinkSchema>;
export type ConnectStatus = z.output<typeof ConnectStatusSchema>;

/** Stripe Connect on the second backend (`http` is the client for API2_BASE_URL; contract/connect.ts). */
export function connectApi(http: BackendHttp) {
  return {
    createAccountLink: (userId: number, email: string) =>
      http.post(calls.createAccountLink.path, undefined, calls.createAccountLink.answers[200], { query: { userId, email } }),
    disconnect: (userId: number) =>
      http.post(calls.disconnect.path, undefined, calls.disconnect.answers[200], { query: { userId } }),
    status: (userId: number) => http.get(calls.status.path, calls.status.answers[200], { query: { userId } }),
  };
}
