import { createRequire } from "node:module";
import type * as Router from "@remix-run/router";
import * as publishedBuild from "@remix-run/router/dist/router.js";
import { describe, expect, test } from "vitest";

// The server loads the patched CommonJS build (docs/decisions/0283, 0288); the published ESM build is the
// reference it must agree with.
const published = publishedBuild as unknown as typeof Router;
const patched = createRequire(import.meta.url)("@remix-run/router/dist/router.cjs.js") as typeof Router;

type Route = Router.AgnosticRouteObject;

/** A tree shaped like the app's: a root, a pathless layout, index routes, params, an optional segment, a splat. */
function appTree(): Route[] {
  return [
    {
      id: "root",
      path: "",
      children: [
        { id: "routes/_index", index: true },
        { id: "routes/login", path: "login" },
        {
          id: "routes/_app",
          children: [
            { id: "routes/home", path: "home" },
            { id: "routes/viewContacts", path: "viewContacts", children: [{ id: "routes/viewContacts._index", index: true }] },
            { id: "routes/viewContacts.$contactId", path: "viewContacts/:contactId" },
            { id: "routes/clientMgmt.$contactId?", path: "clientMgmt/:contactId?" },
            { id: "routes/settings.users.$id", path: "settings/users/:id" },
            { id: "routes/Reports", path: "Reports", caseSensitive: true },
          ],
        },
        { id: "routes/invoicedocuments.$fileName", path: "invoicedocuments/:fileName" },
        { id: "routes/$", path: "*" },
      ],
    },
  ];
}

const PATHS = [
  "/",
  "/login",
  "/home",
  "/home/",
  "/viewContacts",
  "/viewContacts/42",
  "/viewContacts/caf%C3%A9",
  "/clientMgmt",
  "/clientMgmt/7",
  "/settings/users/3",
  "/Reports",
  "/reports",
  "/invoicedocuments/12-Lee.pdf",
  "/no/such/page",
];

const shown = (matches: ReturnType<typeof published.matchRoutes>) =>
  matches?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, pathnameBase: m.pathnameBase })) ?? null;

describe("route matching on the server (the patched router)", () => {
  test.each(PATHS)("%s matches as the published router matches it", (path) => {
    const tree = appTree();
    expect(shown(patched.matchRoutes(tree, path))).toEqual(shown(published.matchRoutes(appTree(), path)));
    expect(shown(patched.matchRoutes(tree, path))).toEqual(shown(published.matchRoutes(appTree(), path))); // kept
  });

  test("a tree rebuilt with the same paths answers its own route objects, with fresh params each time", () => {
    const first = appTree();
    const again = appTree();
    const a = patched.matchRoutes(first, "/viewContacts/42")!;
    const b = patched.matchRoutes(again, "/viewContacts/42")!;
    expect(b.map((m) => m.route)).toEqual(a.map((m) => m.route));
    const ownRoutes = new Set<Route>();
    const collect = (routes: Route[]) => routes.forEach((r) => (ownRoutes.add(r), collect(r.children ?? [])));
    collect(again);
    expect(b.every((m) => ownRoutes.has(m.route as Route))).toBe(true);
    expect(b[0]!.params).not.toBe(a[0]!.params);
    expect(b.at(-1)!.params).toEqual({ contactId: "42" });
  });

  test("a tree of another shape is matched on its own", () => {
    patched.matchRoutes(appTree(), "/home");
    const other: Route[] = [{ id: "other-root", path: "", children: [{ id: "other-home", path: "home/:tab?" }] }];
    expect(shown(patched.matchRoutes(other, "/home/billing"))).toEqual(shown(published.matchRoutes(other, "/home/billing")));
    expect(patched.matchRoutes(other, "/login")).toBeNull();
  });
});
