import { z } from "zod";
import { MessageAnswer, type BackendHttp } from "./http.server";

export const AccountLinkAnswer = z.object({
  completed_onboarding: z.boolean(),
  url: z
    .string()
    .url()
    .nullish()
    .transform((v) => v ?? null),
});
export type AccountLinkAnswer = z.infer<typeof AccountLinkAnswer>;

export const ConnectStatus = z.object({
  stripeConnectAccountId: z
    .string()
    .nullish()
    .transform((v) => v ?? ""),
  completed_onboarding: z.boolean(),
  charges_enabled: z.boolean().nullish(),
});
export type ConnectStatus = z.infer<typeof ConnectStatus>;

/** Stripe Connect on the second backend (`http` is the client for API2_BASE_URL). */
export function connectApi(http: BackendHttp) {
  return {
    createAccountLink: (userId: number, email: string) =>
      http.post("/api/v1/connect/create-account-link", undefined, AccountLinkAnswer, { query: { userId, email } }),
    disconnect: (userId: number) =>
      http.post("/api/v1/connect/disconnect", undefined, MessageAnswer.partial(), { query: { userId } }),
    status: (userId: number) => http.get("/api/v1/connect/status", ConnectStatus, { query: { userId } }),
  };
}
