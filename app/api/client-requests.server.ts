import { z } from "zod";
import { MessageAnswer, type BackendHttp } from "./http.server";

/** A client request as `GET /clientRequest` answers it (docs/decisions/0204). */
export const ClientRequest = z.object({
  requestId: z.number().int(),
  affiliateID: z.number().int(),
  affiliateName: z.string(),
  contactID: z.number().int().nullable(),
  clientName: z.string(),
  invoiceMonth: z.string(),
  invoiceYear: z.number().int().nullable(),
  invoiceAmount: z.number().nullable(),
  actionRequesting: z.string(),
  detailedExplanation: z.string(),
  status: z.string(),
  createdAt: z.string(),
  invoiceID: z.number().int().nullable(),
  invoice: z
    .object({
      invoiceName: z.string(),
      invoiceStatusID: z.number().int(),
      invoiceStatus: z.string(),
      invoiceTotal: z.number(),
      chargeCurrency: z.string(),
      isVoid: z.boolean(),
      autoPayStopped: z.boolean(),
      remindersPaused: z.boolean(),
    })
    .nullable(),
});
export type ClientRequest = z.infer<typeof ClientRequest>;

/** Staff's client request calls: the list and the decision (docs/decisions/0204). */
export function clientRequestsApi(http: BackendHttp) {
  return {
    list: (status: "Submitted" | "Done" | "Rejected" | null) =>
      http.get(`/clientRequest${status ? `?status=${status}` : ""}`, z.array(ClientRequest)),
    decide: (requestId: number, decision: "accept" | "reject") =>
      http.post(`/clientRequest/${requestId}/${decision}`, undefined, MessageAnswer),
  };
}
