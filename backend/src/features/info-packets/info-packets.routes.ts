import { Hono } from "hono";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { tokenAuth } from "../../http/token-auth";
import { parseJson } from "../../http/validate";
import { sendInformationPacket } from "./info-packets.service";
import { InfoPacketBody } from "./info-packets.wire";

/** POST /contact/sendInformationPacket {FirstName, LastName, Email, ContactID} (spec §7, docs/decisions/0078). */
export function infoPacketsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post("/contact/sendInformationPacket", tokenAuth(deps), async (c) => {
    const body = await parseJson(c, InfoPacketBody);
    return c.json(await sendInformationPacket(deps, c.get("actor"), body));
  });
}
