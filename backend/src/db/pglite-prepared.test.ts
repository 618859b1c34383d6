import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase, type Database } from "./client";
import { pglitePrepared } from "./pglite-prepared";
import { authTokens, users } from "./schema";

describe("pglitePrepared", () => {
  let database: Database;
  const fields = { id: users.id, email: users.email, since: authTokens.lastUsedAt, hash: authTokens.tokenHash };
  const select = () =>
    database.db
      .select(fields)
      .from(users)
      .innerJoin(authTokens, eq(authTokens.userId, users.id))
      .where(eq(authTokens.tokenHash, sql.placeholder("hash")))
      .limit(sql.placeholder("limit"));
  const keys = Object.keys(fields) as (keyof typeof fields)[];

  beforeAll(async () => {
    database = await openDatabase({ kind: "pglite" });
    await database.migrate();
    const [user] = await database.db
      .insert(users)
      .values({ email: "prepared@example.com", firstName: "P", lastName: "Q", userRole: 2, passwordHash: "x" })
      .returning();
    const at = new Date("2026-11-25T10:00:00Z");
    await database.db.insert(authTokens).values({ userId: user!.id, tokenHash: "beef01", lastUsedAt: at, expiresAt: at });
  });
  afterAll(() => database.close());

  test("answers the rows drizzle answers for the same query, as often as it is run", async () => {
    const run = pglitePrepared<{ id: number; email: string; since: Date; hash: string }>(
      database.db,
      "prepared_test",
      select(),
      keys,
    )!;
    const expected = await select().execute({ hash: "beef01", limit: 1 });
    expect(expected).toEqual([
      { id: expected[0]!.id, email: "prepared@example.com", since: new Date("2026-11-25T10:00:00Z"), hash: "beef01" },
    ]);
    expect(await run({ hash: "beef01", limit: 1 })).toEqual(expected);
    expect(await run({ hash: "beef01", limit: 1 })).toEqual(expected);
    expect(await run({ hash: "cafe", limit: 1 })).toEqual([]);
  });

  test("refuses a value that is not a safe integer or lowercase hex, and runs nothing", async () => {
    const run = pglitePrepared(database.db, "prepared_refusals", select(), keys)!;
    await expect(run({ hash: "x' or '1'='1", limit: 1 })).rejects.toThrow(/safe integers and lowercase hex strings/);
    await expect(run({ hash: "beef01", limit: 1.5 })).rejects.toThrow(/safe integers and lowercase hex strings/);
  });

  test("is null inside a transaction, where the caller runs the query as usual", async () => {
    await database.db.transaction(async (tx) => {
      expect(pglitePrepared(tx, "prepared_tx", select(), keys)).toBeNull();
    });
  });
});
