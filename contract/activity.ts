import { z } from "zod";
import { defineCall } from "./define";
import { Id, Instant, pathId } from "./fields";

/** An activity (an info packet sent) as billing spec §3 "Activity (info packet)" shapes it. */
export const Activity = z
  .object({
    activityID: Id,
    activityType: z.string(),
    title: z.string(),
    detail: z.string(),
    lastUpdatedDateUTC: Instant,
    contacts: z
      .array(z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }))
      .meta({ description: "Who it was sent to." }),
  })
  .meta({ id: "Activity" });

const resource = "Activity";
const userId = z.object({ userId: pathId("userId", { pattern: "[0-9]+" }) });
const whose = "Newest first. An affiliate their own; staff naming themselves everyone's, naming an affiliate theirs.";

/** The activity calls of billing spec §7 (docs/decisions/0230). */
export const activityCalls = {
  infoPackets: defineCall({
    method: "GET",
    path: "/activity/byAffiliate/infoPackets/{userId}",
    resource,
    summary: "The info packets an affiliate sent",
    description: whose,
    access: "token",
    params: userId,
    answers: { 200: z.array(Activity) },
    errors: [403, 404],
  }),
  all: defineCall({
    method: "GET",
    path: "/activity/byAffiliate/{userId}",
    resource,
    summary: "Every activity of an affiliate",
    description: whose,
    access: "token",
    params: userId,
    answers: { 200: z.array(Activity) },
    errors: [403, 404],
  }),
};
