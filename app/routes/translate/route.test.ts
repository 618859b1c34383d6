import { expect, test } from "vitest";
import { SESSION_VERSION, sessionStorage } from "~/auth/session.server";
import { loader } from "./route";

/** The translate widget's GET, as a signed-in user sends it. */
async function translate(query: string): Promise<Response> {
  const session = await sessionStorage.getSession();
  session.set("version", SESSION_VERSION);
  session.set("token", "t1");
  session.set("sysUser", {
    id: 7,
    Email: "maya.lopez@coachhub.local",
    FirstName: "Maya",
    LastName: "Lopez",
    userRole: 2,
  } as never);
  const cookie = (await sessionStorage.commitSession(session)).split(";")[0]!;
  const request = new Request(`http://localhost:3000/translate?${query}`, { headers: { cookie } });
  try {
    return (await loader({ request, params: {}, context: {} })) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

test("the probe: a return path with a non-ASCII character redirects to that path, encoded (it answered 500)", async () => {
  const res = await translate("lang=xx&returnTo=/%E3%80%82evil");
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/%E3%80%82evil");
});

test("the choice goes back to the page it was made on", async () => {
  const res = await translate("lang=ja&returnTo=/clientMgmt%3Funpaid%3D1");
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/clientMgmt?unpaid=1");
  expect(res.headers.get("set-cookie")).toMatch(/^ch_lang=/);
});
