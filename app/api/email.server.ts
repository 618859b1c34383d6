import type { z } from "zod";
import { clientRequestCalls as calls, type ClientRequestContent as Content } from "@contract/client-requests";
import type { BackendHttp } from "./http.server";

/** The client request content of billing spec §3, beside the email (docs/decisions/0203). */
export type ClientRequestContent = z.input<typeof Content>;

/** POST /email/client-request (spec §7): to, subject, body (HTML); a billing client request carries its content too. */
export function emailApi(http: BackendHttp) {
  return {
    clientRequest: (email: { to: string; subject: string; body: string }) =>
      http.post(calls.send.path, email, calls.send.answers[200]),
    billingRequest: (email: { to: string; subject: string; body: string; clientRequest: ClientRequestContent }) =>
      http.post(calls.send.path, email, calls.send.answers[200]),
  };
}
