import { Hono } from "hono";
import { infoPacketCalls as calls } from "../../../../contract/info-packets";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { bodyOf, reply, route } from "../../http/contract-route";
import { tokenAuth } from "../../http/token-auth";
import { sendInformationPacket } from "./info-packets.service";

/** POST /contact/sendInformationPacket {FirstName, LastName, Email, ContactID} (spec §7, docs/decisions/0078). */
export function infoPacketsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(route(calls.send), tokenAuth(deps), async (c) =>
    reply(c, calls.send, await sendInformationPacket(deps, c.get("actor"), await bodyOf(c, calls.send))),
  );
}
