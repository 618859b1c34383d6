import { Hono } from "hono";
import { userCalls as calls } from "../../../../contract/users";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { assertCanActFor, assertStaff } from "../../http/authorize";
import { bodyOf, paramsOf, queryOf, reply, route } from "../../http/contract-route";
import { badRequest } from "../../http/errors";
import { tokenAuth } from "../../http/token-auth";
import { hashPassword } from "../../security/password-hash";
import { passwordProblem } from "../../domain/password-rules";
import { sendVerificationEmail, verifyEmail } from "./email-verification.service";
import { assertMayRegister, deactivateUser, getUser, listUsers, registerUser, updateUser } from "./users.service";
import { toUserInput, toWireUser } from "./users.wire";

/** The user calls of contract/users.ts (docs/decisions/0010, 0040). */
export function usersRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);

  r.get(route(calls.list), auth, async (c) => {
    assertStaff(c.get("actor"));
    const { status } = queryOf(c, calls.list);
    return reply(c, calls.list, (await listUsers(deps.db, status)).map(toWireUser));
  });

  r.delete(route(calls.deactivate), auth, async (c) => {
    const actor = c.get("actor");
    assertStaff(actor);
    const user = await deactivateUser(deps, actor, paramsOf(c, calls.deactivate).id);
    return reply(c, calls.deactivate, toWireUser(user));
  });

  // Public: the new user proves their email with the code that registration sent; answers like /login.
  r.post(route(calls.verifyEmail), async (c) => {
    const body = await bodyOf(c, calls.verifyEmail);
    const { token, user } = await verifyEmail(deps, body.email, body.token);
    return reply(c, calls.verifyEmail, {
      token,
      user: toWireUser(user),
      forcePasswordChange: user.forcePasswordChange,
      ForcePasswordChange: user.forcePasswordChange,
    });
  });

  r.get(route(calls.get), auth, async (c) => {
    const { id } = paramsOf(c, calls.get);
    assertCanActFor(c.get("actor"), id);
    return reply(c, calls.get, toWireUser(await getUser(deps.db, id)));
  });

  r.put(route(calls.update), auth, async (c) => {
    const actor = c.get("actor");
    const { id } = paramsOf(c, calls.update);
    assertCanActFor(actor, id);
    const input = toUserInput(await bodyOf(c, calls.update));
    return reply(c, calls.update, toWireUser(await updateUser(deps, actor, id, input)));
  });

  r.post(route(calls.register), auth, async (c) => {
    const actor = c.get("actor");
    assertStaff(actor);
    const body = await bodyOf(c, calls.register);
    const user = toUserInput(body);
    assertMayRegister(actor, user);
    const problem = passwordProblem(body.password, user.email);
    if (problem) throw badRequest(problem);
    const created = await registerUser(deps, actor, user, await hashPassword(body.password), body.contactId ?? null);
    await sendVerificationEmail(deps, created);
    return reply(c, calls.register, toWireUser(created), 201);
  });

  return r;
}
