import { expect, test } from "vitest";
import { gridQuery, parseGridParams, sortLinkQuery, sortUsers } from "./users-grid-params";

const u = (FirstName: string, LastName: string, Email: string, userRole: number) => ({ FirstName, LastName, Email, userRole });

test("defaults: Active, unsorted; unknown values fall back", () => {
  expect(parseGridParams(new URLSearchParams(""))).toEqual({
    status: "active",
    sort: null,
    dir: "asc",
    selected: null,
    reset: null,
  });
  expect(parseGridParams(new URLSearchParams("status=bogus&sort=password&dir=up&selected=x"))).toMatchObject({
    status: "active",
    sort: null,
    dir: "asc",
    selected: null,
  });
  expect(parseGridParams(new URLSearchParams("status=all&sort=email&dir=desc&selected=5&reset=7"))).toEqual({
    status: "all",
    sort: "email",
    dir: "desc",
    selected: 5,
    reset: 7,
  });
});

test("header links sort ascending first, then toggle", () => {
  const p = parseGridParams(new URLSearchParams("status=inactive"));
  expect(sortLinkQuery(p, "lastName")).toBe("?status=inactive&sort=lastName&dir=asc");
  const asc = parseGridParams(new URLSearchParams("status=inactive&sort=lastName&dir=asc&selected=3"));
  expect(sortLinkQuery(asc, "lastName")).toBe("?status=inactive&sort=lastName&dir=desc");
  expect(sortLinkQuery(parseGridParams(new URLSearchParams("sort=lastName&dir=desc")), "lastName")).toBe(
    "?status=active&sort=lastName&dir=asc",
  );
  expect(sortLinkQuery(asc, "email")).toBe("?status=inactive&sort=email&dir=asc");
  expect(gridQuery(asc, { reset: 9 })).toBe("?status=inactive&sort=lastName&dir=asc&selected=3&reset=9");
});

test("sorts by first name, last name, email (case-insensitive) and role label", () => {
  const users = [u("bea", "Zed", "b@x.com", 8), u("Al", "young", "C@x.com", 2), u("Cy", "Abe", "a@x.com", 3)];
  expect(sortUsers(users, "firstName", "asc").map((x) => x.FirstName)).toEqual(["Al", "bea", "Cy"]);
  expect(sortUsers(users, "lastName", "desc").map((x) => x.LastName)).toEqual(["Zed", "young", "Abe"]);
  expect(sortUsers(users, "email", "asc").map((x) => x.Email)).toEqual(["a@x.com", "b@x.com", "C@x.com"]);
  expect(sortUsers(users, "userRole", "asc").map((x) => x.userRole)).toEqual([2, 8, 3]);
  expect(sortUsers(users, null, "asc")).toBe(users);
});
