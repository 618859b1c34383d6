import { z } from "zod";
import { defineCall, raw } from "./define";
import { MessageAnswer, pathText } from "./fields";
import { optionalQueryId } from "./query-id";

const forUser = optionalQueryId("userId", "The user whose Stripe account it is; absent: the caller.");

export const AccountLinkAnswer = z.object({
  completed_onboarding: z.boolean(),
  url: z.string().nullable().meta({ description: "The provider's onboarding page; null when onboarding is complete." }),
});

export const ConnectStatus = z.object({
  stripeConnectAccountId: z.string().meta({ description: "The connected account's id; empty when there is none." }),
  completed_onboarding: z.boolean(),
  charges_enabled: z.boolean(),
});

const resource = "Stripe Connect";
const who =
  "For a user whose profile has the stripe_connect flag (403 otherwise): an affiliate themself, staff anyone (a Finance user's only Finance).";
const onboardToken = z.object({ token: pathText("The onboarding link's single-use token.") });
const unknownLink = raw(
  "text/html",
  "An unknown link: a page saying so; `{ message }` JSON when the simulated provider is not the one in use.",
);

/** Stripe Connect on the second backend (spec §6, docs/decisions/0060). */
export const connectCalls = {
  createAccountLink: defineCall({
    method: "POST",
    path: "/api/v1/connect/create-account-link",
    resource,
    summary: "Start or resume Stripe onboarding",
    description: `Makes the connected account on first use, then answers either completed_onboarding or an onboarding URL. ${who}`,
    access: "token",
    query: z.object({
      userId: forUser,
      email: z.string().optional().meta({ description: "The email the connected account is made with (required)." }),
    }),
    answers: { 200: AccountLinkAnswer },
    errors: [403, 404, 409, 502],
  }),
  disconnect: defineCall({
    method: "POST",
    path: "/api/v1/connect/disconnect",
    resource,
    summary: "Forget the user's connected Stripe account",
    description: `400 when there is none. ${who}`,
    access: "token",
    query: z.object({ userId: forUser }),
    answers: { 200: MessageAnswer },
    errors: [403, 404, 502],
  }),
  status: defineCall({
    method: "GET",
    path: "/api/v1/connect/status",
    resource,
    summary: "The user's connected account and its onboarding state",
    description: who,
    access: "token",
    query: z.object({ userId: forUser }),
    answers: { 200: ConnectStatus },
    errors: [403, 404, 502],
  }),
  simulatedOnboardingPage: defineCall({
    method: "GET",
    path: "/api/v1/connect/simulated/onboard/{token}",
    resource,
    summary: "The simulated provider's onboarding page",
    description:
      "Stands in for Stripe's hosted onboarding while no Stripe keys are configured; the link's token is the only credential. Only while the simulated provider is in use.",
    access: "public",
    params: onboardToken,
    answers: {
      200: raw("text/html", "The page, with a button that completes onboarding."),
      303: raw("", "A used or expired link: to the web app's refresh URL."),
      404: unknownLink,
    },
  }),
  simulatedOnboardingComplete: defineCall({
    method: "POST",
    path: "/api/v1/connect/simulated/onboard/{token}",
    resource,
    summary: "Complete the simulated onboarding",
    description: "Only while the simulated provider is in use.",
    access: "public",
    params: onboardToken,
    answers: {
      303: raw("", "To the web app's return URL (onboarding completed), or its refresh URL (a used or expired link)."),
      404: unknownLink,
    },
  }),
};
