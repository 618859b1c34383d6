import { describe, expect, test, vi } from "vitest";
import { userFromContact } from "./contacts.server";
import type { BackendHttp } from "./http.server";
import { usersApi } from "./users.server";
import { wireUser } from "./wire-user.fixture";

/** A BackendHttp that records what it is sent and answers a fixed body. */
function fakeHttp(answer: unknown) {
  const post = vi.fn(async (_path: string, _body: unknown, schema: { parse: (v: unknown) => unknown }) => schema.parse(answer));
  return { http: { post } as unknown as BackendHttp, post };
}

const created = wireUser({ id: 41, userID: 41, name: "Nia New", Email: "new@example.com", FirstName: "Nia", LastName: "New" });

describe("POST /user/register: one body shape (docs/decisions/0086)", () => {
  test("the staff user form: the User's fields and password, flat", async () => {
    const { http, post } = fakeHttp(created);
    const user = {
      Email: "new@example.com",
      FirstName: "Nia",
      LastName: "New",
      Phone: "4165550100",
      userRole: 3,
      forcePasswordChange: true,
    };
    await usersApi(http).register(user, "Start!2026");
    expect(post.mock.calls[0]![0]).toBe("/user/register");
    expect(JSON.parse(JSON.stringify(post.mock.calls[0]![1]))).toEqual({ ...user, password: "Start!2026" });
  });

  test("CREATE USER: the contact's user, the password and the contact's id, flat", async () => {
    const { http, post } = fakeHttp(created);
    const contact = {
      contactID: 7,
      firstName: "Nia",
      lastName: "New",
      email: "new@example.com",
      companyName: "Nia Co.",
      phone: "",
      mobilePhone: "6475550101",
      homePhone: "4165550100",
      workPhone: "",
    };
    await usersApi(http).register(userFromContact(contact), "Start!2026", contact.contactID);
    expect(post.mock.calls[0]![1]).toEqual({
      Email: "new@example.com",
      FirstName: "Nia",
      LastName: "New",
      Phone: "6475550101", // the first non-empty of phone, mobile, home, work
      MobilePhone: "6475550101",
      companyName: "Nia Co.",
      userRole: 2,
      password: "Start!2026",
      contactId: 7,
    });
  });
});
