import { afterAll, beforeAll, expect, test } from "vitest";
import { seedLookups } from "../../db/reference-data/lookups";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { call, insertUser, tokenFor } from "../../testing/users";

let backend: TestBackend;
let token: string;
beforeAll(async () => {
  backend = await createTestBackend();
  await seedLookups(backend.database.db);
  token = await tokenFor(backend, (await insertUser(backend)).id);
});
afterAll(() => backend.close());

const get = async (path: string) => {
  const res = await call(backend, "GET", path, { token });
  expect(res.status, path).toBe(200);
  return res.json();
};

test.each(["/gender", "/contactType", "/maritalStatus", "/addressType", "/creditCardChargeType", "/invoiceType"])(
  "GET %s answers [{ id, name }] in id order",
  async (path) => {
    const rows = (await get(path)) as { id: number; name: string }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(["id", "name"]);
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => a - b));
  },
);

test("GET /invoiceStatus answers the design's ids 1..7", async () => {
  expect(await get("/invoiceStatus")).toEqual([
    { id: 1, name: "Draft" },
    { id: 2, name: "Sent to client" },
    { id: 3, name: "Sent to Stripe" },
    { id: 4, name: "Overdue" },
    { id: 5, name: "Paid" },
    { id: 6, name: "Partially paid" },
    { id: 7, name: "Void" },
  ]);
});

test("GET /paymentType adds description USA, CAN or ''", async () => {
  const rows = (await get("/paymentType")) as { id: number; name: string; description: string }[];
  for (const row of rows) expect(Object.keys(row).sort()).toEqual(["description", "id", "name"]);
  expect(new Set(rows.map((r) => r.description))).toEqual(new Set(["USA", "CAN", ""]));
  expect(rows.find((r) => r.name === "Credit Card Canada")?.description).toBe("CAN");
});

test("GET /taxRateByProvince answers the total rate in percent", async () => {
  const rows = (await get("/taxRateByProvince")) as { provinceAbbr: string; provinceName: string; totalRate: number }[];
  for (const row of rows) expect(Object.keys(row).sort()).toEqual(["provinceAbbr", "provinceName", "totalRate"]);
  expect(rows.find((r) => r.provinceAbbr === "ON")).toEqual({ provinceAbbr: "ON", provinceName: "Ontario", totalRate: 13 });
  expect(rows.find((r) => r.provinceAbbr === "QC")?.totalRate).toBe(14.98);
});

test("lookups need a token, and a forced password change blocks them", async () => {
  expect((await call(backend, "GET", "/gender")).status).toBe(401);
  const forced = await insertUser(backend, { forcePasswordChange: true });
  const res = await call(backend, "GET", "/taxRateByProvince", { token: await tokenFor(backend, forced.id) });
  expect(res.status).toBe(403);
});
