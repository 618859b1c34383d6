import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { assertCanActFor, assertStaff } from "../../http/authorize";
import { tokenAuth } from "../../http/token-auth";
import { parseId, parseJson } from "../../http/validate";
import { FIELD_MAX, tooLong } from "../../domain/field-limits";
import { idSchema, optionalInstantSchema } from "../../domain/wire-fields";
import {
  addNotification,
  deleteNotification,
  dismissNotification,
  listActiveForUser,
  listAllNotifications,
  updateNotification,
  EMPTY_TEXT_MESSAGE,
} from "./notifications.service";

const NotificationText = z
  .string({ message: EMPTY_TEXT_MESSAGE })
  .max(FIELD_MAX.notificationText, tooLong("Notification Text", FIELD_MAX.notificationText));

/** Start and end: ISO dates or timestamps; empty or null is open-ended ('Ongoing'). */
export const AddBody = z.object({
  notificationText: NotificationText,
  startDateUTC: optionalInstantSchema("startDateUTC"),
  endDateUTC: optionalInstantSchema("endDateUTC"),
});
export const UpdateBody = AddBody.extend({ notificationId: idSchema("notificationId") });

/** The notification calls of spec §7: a user's active list and dismiss; staff list, update, add, delete. */
export function notificationsRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);

  r.get("/user/systemnotifications/:userId", auth, async (c) => {
    const userId = parseId(c.req.param("userId"), "userId");
    assertCanActFor(c.get("actor"), userId);
    return c.json(await listActiveForUser(deps.db, userId, deps.now()));
  });

  r.post("/user/systemnotification/:userId/:notificationId", auth, async (c) => {
    const actor = c.get("actor");
    const userId = parseId(c.req.param("userId"), "userId");
    const notificationId = parseId(c.req.param("notificationId"), "notificationId");
    assertCanActFor(actor, userId);
    await dismissNotification(deps, actor, userId, notificationId);
    return c.json({ message: "Dismissed" });
  });

  r.get("/systemnotifications", auth, async (c) => {
    assertStaff(c.get("actor"));
    return c.json(await listAllNotifications(deps.db));
  });

  r.put("/systemnotification/update", auth, async (c) => {
    const actor = c.get("actor");
    assertStaff(actor);
    const body = await parseJson(c, UpdateBody);
    const updated = await updateNotification(deps, actor, body.notificationId, {
      notificationText: body.notificationText,
      startDate: body.startDateUTC,
      endDate: body.endDateUTC,
    });
    return c.json(updated);
  });

  r.post("/systemnotification/add", auth, async (c) => {
    const actor = c.get("actor");
    assertStaff(actor);
    const body = await parseJson(c, AddBody);
    const added = await addNotification(deps, actor, {
      notificationText: body.notificationText,
      startDate: body.startDateUTC,
      endDate: body.endDateUTC,
    });
    return c.json(added, 201);
  });

  r.delete("/systemnotification/delete/:notificationId", auth, async (c) => {
    const actor = c.get("actor");
    assertStaff(actor);
    await deleteNotification(deps, actor, parseId(c.req.param("notificationId"), "notificationId"));
    return c.json({ message: "Deleted" });
  });

  return r;
}
