import { readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, expect, test } from "vitest";
import { choosePrefix } from "../domain/invoice-numbers";
import { takeInvoiceNumber } from "../features/invoice-numbers/invoice-numbers";
import { migrationsFolder, type Db } from "./client";
import { seedLookups } from "./reference-data/lookups";
import * as schema from "./schema";

// Migration 0028 on a database that already has affiliates and invoices (docs/decisions/0384): the prefixes
// it gives are the ones domain/invoice-numbers.ts would, and the numbers it writes continue in the product.

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
  entries: { idx: number; tag: string }[];
};
const migrationSql = (tag: string) => readFileSync(path.join(migrationsFolder, `${tag}.sql`), "utf8");
const NUMBERS = "0028_invoice_numbers";

let client: PGlite;
let db: Db;

const people = [
  { companyName: "Lopez Leadership Coaching", lastName: "Lopez", firstName: "Maya", role: 2 },
  { companyName: "Lopez Life Coaching", lastName: "Lopez", firstName: "Luis", role: 2 },
  { companyName: "", lastName: "Côté", firstName: "Anne", role: 2 },
  { companyName: "", lastName: "Lopez", firstName: "Ana", role: 2 },
  { companyName: "1-2-3", lastName: "Ø", firstName: "X", role: 2 },
  { companyName: "Coach Hub", lastName: "Finance", firstName: "Fiona", role: 8 },
];

beforeAll(async () => {
  client = new PGlite();
  db = drizzle(client, { schema }) as unknown as Db;
  for (const { tag } of journal.entries.filter((e) => e.tag < NUMBERS)) await client.exec(migrationSql(tag));
  await seedLookups(db);
  for (const [i, p] of people.entries()) {
    await client.query(
      `insert into users (email, password_hash, first_name, last_name, company_name, user_role) values ($1, 'x', $2, $3, $4, $5)`,
      [`user${i}@example.com`, p.firstName, p.lastName, p.companyName, p.role],
    );
  }
  await client.exec(`insert into contacts (affiliate_id, first_name, last_name) select id, 'Ada', 'Client' from users`);
  // Maya: three invoices of 2026 (the last at 3 am UTC on New Year's Day: still 2026 in Toronto) and one of 2027,
  // inserted out of date order; Luis: one.
  const invoice = (userId: number, createdAt: string) =>
    client.query(
      `insert into invoices (contact_id, affiliate_id, name, invoice_type_id, invoice_status_id, due_date, created_at)
       select c.id, c.affiliate_id, 'Coaching', 5, 2, '2026-12-31', $2 from contacts c where c.affiliate_id = $1`,
      [userId, createdAt],
    );
  await invoice(1, "2026-03-01T12:00:00Z");
  await invoice(1, "2027-01-01T03:00:00Z");
  await invoice(1, "2027-02-01T12:00:00Z");
  await invoice(1, "2026-05-01T12:00:00Z");
  await invoice(2, "2026-06-01T12:00:00Z");
  await client.exec(migrationSql(NUMBERS));
});
afterAll(() => client.close());

test("every affiliate gets the prefix the domain rule gives, in id order; staff without invoices none", async () => {
  const rows = (
    await client.query<{ id: number; invoice_prefix: string | null }>(`select id, invoice_prefix from users order by id`)
  ).rows;
  const taken = new Set<string>();
  const expected = people.map((p) => {
    if (p.role !== 2) return null;
    const prefix = choosePrefix(p, (c) => taken.has(c));
    taken.add(prefix);
    return prefix;
  });
  expect(expected).toEqual(["LOP", "LOPE", "COT", "LOPEZ", "CH", null]);
  expect(rows.map((r) => r.invoice_prefix)).toEqual(expected);
  const history = await client.query<{ prefix: string; affiliate_id: number }>(
    `select prefix, affiliate_id from invoice_prefixes order by affiliate_id`,
  );
  expect(history.rows.map((r) => r.prefix)).toEqual(["LOP", "LOPE", "COT", "LOPEZ", "CH"]);
});

test("existing invoices are numbered per affiliate and year of created_at (Toronto), in id order; the counters hold the last", async () => {
  const numbers = await client.query<{ id: number; invoice_number: string }>(
    `select id, invoice_number from invoices order by id`,
  );
  expect(numbers.rows.map((r) => r.invoice_number)).toEqual([
    "LOP-2026-0001",
    "LOP-2026-0002",
    "LOP-2027-0001",
    "LOP-2026-0003",
    "LOPE-2026-0001",
  ]);
  const counters = await client.query(
    `select affiliate_id, series, year, last_number from invoice_number_counters order by affiliate_id, year`,
  );
  expect(counters.rows).toEqual([
    { affiliate_id: 1, series: "invoice", year: 2026, last_number: 3 },
    { affiliate_id: 1, series: "invoice", year: 2027, last_number: 1 },
    { affiliate_id: 2, series: "invoice", year: 2026, last_number: 1 },
  ]);
  // The product goes on from there.
  const next = await db.transaction((tx) =>
    takeInvoiceNumber(tx, "America/Toronto", { affiliateId: 1, at: new Date("2027-03-01T12:00:00Z") }),
  );
  expect(next).toBe("LOP-2027-0002");
  await expect(client.query(`update invoices set invoice_number = null where id = 1`)).rejects.toThrow(/not-null|null value/);
  await expect(client.query(`update invoices set invoice_number = 'LOP-2026-0002' where id = 1`)).rejects.toThrow(
    /unique|duplicate/,
  );
});
