import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { tokenAuth } from "../../http/token-auth";
import { parseJson } from "../../http/validate";
import { sendInformationPacket } from "./info-packets.service";

export const NAMES_REQUIRED = "First and Last Names are required";
export const EMAIL_REQUIRED = "Email is required";
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const name = z.string({ error: NAMES_REQUIRED }).trim().min(1, { error: NAMES_REQUIRED }).max(100, { error: "A name can be at most 100 characters." });

export const InfoPacketBody = z.object({
  FirstName: name,
  LastName: name,
  Email: z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .min(1, { error: EMAIL_REQUIRED })
    .max(254, { error: "The email can be at most 254 characters." })
    .regex(EMAIL_PATTERN, { error: (issue) => `Please enter a valid email (${String(issue.input)})` }),
  ContactID: z.number({ error: "Invalid ContactID" }).int({ error: "Invalid ContactID" }).min(0, { error: "Invalid ContactID" }).max(2_147_483_647, { error: "Invalid ContactID" }).default(0),
});
export type InfoPacketBody = z.infer<typeof InfoPacketBody>;

/** POST /contact/sendInformationPacket {FirstName, LastName, Email, ContactID} (spec §7, docs/decisions/0078). */
export function infoPacketsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post("/contact/sendInformationPacket", tokenAuth(deps), async (c) => {
    const body = await parseJson(c, InfoPacketBody);
    return c.json(await sendInformationPacket(deps, c.get("actor"), body));
  });
}
