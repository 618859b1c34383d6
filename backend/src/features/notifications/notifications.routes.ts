import { Hono } from "hono";
import { notificationCalls as calls } from "../../../../contract/notifications";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { assertCanActFor, assertStaff } from "../../http/authorize";
import { bodyOf, paramsOf, reply, route } from "../../http/contract-route";
import { tokenAuth } from "../../http/token-auth";
import {
  addNotification,
  deleteNotification,
  dismissNotification,
  listActiveForUser,
  listAllNotifications,
  updateNotification,
} from "./notifications.service";

/** The notification calls of spec §7 (contract/notifications.ts). */
export function notificationsRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);

  r.get(route(calls.activeFor), auth, async (c) => {
    const { userId } = paramsOf(c, calls.activeFor);
    assertCanActFor(c.get("actor"), userId);
    return reply(c, calls.activeFor, await listActiveForUser(deps.db, userId, deps.now()));
  });

  r.post(route(calls.dismiss), auth, async (c) => {
    const actor = c.get("actor");
    const { userId, notificationId } = paramsOf(c, calls.dismiss);
    assertCanActFor(actor, userId);
    await dismissNotification(deps, actor, userId, notificationId);
    return reply(c, calls.dismiss, { message: "Dismissed" });
  });

  r.get(route(calls.all), auth, async (c) => {
    assertStaff(c.get("actor"));
    return reply(c, calls.all, await listAllNotifications(deps.db));
  });

  r.put(route(calls.update), auth, async (c) => {
    const actor = c.get("actor");
    assertStaff(actor);
    const body = await bodyOf(c, calls.update);
    const updated = await updateNotification(deps, actor, body.notificationId, {
      notificationText: body.notificationText,
      startDate: body.startDateUTC,
      endDate: body.endDateUTC,
    });
    return reply(c, calls.update, updated);
  });

  r.post(route(calls.add), auth, async (c) => {
    const actor = c.get("actor");
    assertStaff(actor);
    const body = await bodyOf(c, calls.add);
    const added = await addNotification(deps, actor, {
      notificationText: body.notificationText,
      startDate: body.startDateUTC,
      endDate: body.endDateUTC,
    });
    return reply(c, calls.add, added, 201);
  });

  r.delete(route(calls.remove), auth, async (c) => {
    const actor = c.get("actor");
    assertStaff(actor);
    await deleteNotification(deps, actor, paramsOf(c, calls.remove).notificationId);
    return reply(c, calls.remove, { message: "Deleted" });
  });

  return r;
}
