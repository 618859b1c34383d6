import { Hono } from "hono";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { assertCanActFor, assertStaff } from "../../http/authorize";
import { badRequest } from "../../http/errors";
import { tokenAuth } from "../../http/token-auth";
import { parseId, parseJson } from "../../http/validate";
import { hashPassword } from "../auth/password-hash";
import { passwordProblem } from "../auth/password-rules";
import { assertMayRegister, getUser, registerUser, updateUser } from "./users.service";
import { RegisterBody, UserBody, toWireUser } from "./users.wire";

/** GET /user/{id}, PUT /user/{id}, POST /user/register. */
export function usersRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);

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
    const { user, password } = await parseJson(c, RegisterBody);
    assertMayRegister(actor, user);
    const problem = passwordProblem(password, user.email);
    if (problem) throw badRequest(problem);
    const created = await registerUser(deps, actor, user, await hashPassword(password));
    return c.json(toWireUser(created), 201);
  });

  return r;
}
