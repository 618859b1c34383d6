import { Hono } from "hono";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { assertCanActFor, assertStaff } from "../../http/authorize";
import { badRequest } from "../../http/errors";
import { tokenAuth } from "../../http/token-auth";
import { parseId, parseJson, parseWith } from "../../http/validate";
import { hashPassword } from "../../security/password-hash";
import { FIELD_MAX, tooLong } from "../../domain/field-limits";
import { passwordProblem } from "../../domain/password-rules";
import { z } from "zod";
import { sendVerificationEmail, verifyEmail } from "./email-verification.service";
import { assertMayRegister, deactivateUser, getUser, listUsers, registerUser, updateUser } from "./users.service";
import { RegisterBody, UserBody, toWireUser } from "./users.wire";

const StatusQuery = z.enum(["active", "inactive", "all"], { error: "status must be active, inactive or all" }).default("active");

export const VerifyEmailBody = z.object({
  token: z
    .string({ error: "Please enter your Verification Code." })
    .trim()
    .min(6, { error: "Please enter your Verification Code." })
    .max(FIELD_MAX.code, { error: "Token is invalid" }),
  email: z
    .string({ error: "Please enter your email" })
    .trim()
    .min(1, { error: "Please enter your email" })
    .max(FIELD_MAX.email, { error: tooLong("Email", FIELD_MAX.email) }),
});

/**
 * GET /user?status=, GET /user/{id}, PUT /user/{id}, DELETE /user/{userId}, POST /user/register and
 * POST /user/verifyEmail (docs/decisions/0010, 0040).
 */
export function usersRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);

  r.get("/user", auth, async (c) => {
    assertStaff(c.get("actor"));
    const status = parseWith(StatusQuery, c.req.query("status") || undefined);
    return c.json((await listUsers(deps.db, status)).map(toWireUser));
  });

  r.delete("/user/:id{[0-9]+}", auth, async (c) => {
    const actor = c.get("actor");
    assertStaff(actor);
    const user = await deactivateUser(deps, actor, parseId(c.req.param("id"), "userId"));
    return c.json(toWireUser(user));
  });

  // Public: the new user proves their email with the code that registration sent; answers like /login.
  r.post("/user/verifyEmail", async (c) => {
    const body = await parseJson(c, VerifyEmailBody);
    const { token, user } = await verifyEmail(deps, body.email, body.token);
    return c.json({
      token,
      user: toWireUser(user),
      forcePasswordChange: user.forcePasswordChange,
      ForcePasswordChange: user.forcePasswordChange,
    });
  });

  r.get("/user/:id{[0-9]+}", auth, async (c) => {
    const id = parseId(c.req.param("id"));
    assertCanActFor(c.get("actor"), id);
    return c.json(toWireUser(await getUser(deps.db, id)));
  });

  r.put("/user/:id{[0-9]+}", auth, async (c) => {
    const actor = c.get("actor");
    const id = parseId(c.req.param("id"));
    assertCanActFor(actor, id);
    const input = await parseJson(c, UserBody);
    return c.json(toWireUser(await updateUser(deps, actor, id, input)));
  });

  r.post("/user/register", auth, async (c) => {
    const actor = c.get("actor");
    assertStaff(actor);
    const { user, password, contactId } = await parseJson(c, RegisterBody);
    assertMayRegister(actor, user);
    const problem = passwordProblem(password, user.email);
    if (problem) throw badRequest(problem);
    const created = await registerUser(deps, actor, user, await hashPassword(password), contactId);
    await sendVerificationEmail(deps, created);
    return c.json(toWireUser(created), 201);
  });

  return r;
}
