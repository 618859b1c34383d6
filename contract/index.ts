import type { Call } from "./define";
import { agreementSigningCalls } from "./agreement-signing";
import { agreementTemplateCalls } from "./agreement-templates";
import { cardUpdateCalls } from "./card-update";
import { clientRequestCalls } from "./client-requests";
import { infoPacketCalls } from "./info-packets";
import { notificationCalls } from "./notifications";

/** Every call of the backend, by resource (one file of contract/ each). */
export const RESOURCES: Record<string, Record<string, Call>> = {
  notifications: notificationCalls,
  agreementTemplates: agreementTemplateCalls,
  agreementSigning: agreementSigningCalls,
  cardUpdate: cardUpdateCalls,
  infoPackets: infoPacketCalls,
  clientRequests: clientRequestCalls,
};

export const CALLS: readonly Call[] = Object.values(RESOURCES).flatMap((calls) => Object.values(calls));
