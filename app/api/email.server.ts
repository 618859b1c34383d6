import { z } from "zod";
import type { BackendHttp } from "./http.server";
import { Empty } from "./http.server";

/** The client request content of billing spec §3, beside the email (docs/decisions/0203). */
export interface ClientRequestContent {
  clientName: string;
  invoiceMonth: string;
  invoiceYear: number;
  invoiceAmount: number;
  actionRequesting: string;
  detailedExplanation: string;
  contactID: number;
}

const ClientRequestAnswer = z.object({
  message: z.string(),
  requestId: z.number().int(),
  invoiceID: z.number().int().nullable(),
});

/** POST /email/client-request (spec §7): to, subject, body (HTML); a billing client request carries its content too. */
export function emailApi(http: BackendHttp) {
  return {
    clientRequest: (email: { to: string; subject: string; body: string }) => http.post("/email/client-request", email, Empty),
    billingRequest: (email: { to: string; subject: string; body: string; clientRequest: ClientRequestContent }) =>
      http.post("/email/client-request", email, ClientRequestAnswer),
  };
}
