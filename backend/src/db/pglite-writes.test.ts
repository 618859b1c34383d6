import type { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase, type Database } from "./client";
import { keptWhileUnwritten } from "./pglite-writes";
import { users } from "./schema";

describe("keptWhileUnwritten (embedded PGlite)", () => {
  let database: Database;
  let reads = 0;
  let emailOf: (id: number) => Promise<string | undefined>;
  let userId = 0;

  beforeAll(async () => {
    database = await openDatabase({ kind: "pglite" });
    await database.migrate();
    const [user] = await database.db
      .insert(users)
      .values({ email: "kept@example.com", firstName: "K", lastName: "W", userRole: 2, passwordHash: "x" })
      .returning();
    userId = user!.id;
    const read = async (id: number) => {
      reads++;
      const [row] = await database.db.select({ email: users.email }).from(users).where(eq(users.id, id));
      return row?.email;
    };
    emailOf = keptWhileUnwritten(database.db, read, String)!;
  });
  afterAll(() => database.close());

  /** Reads the user's email twice and says how many reads reached the database. */
  async function readTwice(): Promise<{ email: string | undefined; reads: number }> {
    const before = reads;
    await emailOf(userId);
    const email = await emailOf(userId);
    return { email, reads: reads - before };
  }

  const rename = (email: string) => database.db.update(users).set({ email }).where(eq(users.id, userId));

  test("a second read with no write between is answered from memory, and reads of other tables keep it", async () => {
    await emailOf(userId);
    await database.db.execute(sql`select count(*) from users`);
    await database.db.select().from(users);
    expect(await readTwice()).toEqual({ email: "kept@example.com", reads: 0 });
  });

  test("an update, an insert, a delete and a committed transaction are each seen at once", async () => {
    await rename("renamed@example.com");
    expect(await readTwice()).toEqual({ email: "renamed@example.com", reads: 1 });

    await database.db
      .insert(users)
      .values({ email: "other@example.com", firstName: "O", lastName: "T", userRole: 2, passwordHash: "x" });
    expect(await readTwice()).toEqual({ email: "renamed@example.com", reads: 1 });

    await database.db.delete(users).where(eq(users.email, "other@example.com"));
    expect(await readTwice()).toEqual({ email: "renamed@example.com", reads: 1 });

    await database.db.transaction(async (tx) => {
      await tx.update(users).set({ email: "in-tx@example.com" }).where(eq(users.id, userId));
    });
    expect(await readTwice()).toEqual({ email: "in-tx@example.com", reads: 1 });
  });

  test("writes that complete as a SELECT: a data-modifying CTE, and raw SQL by simple query", async () => {
    await database.db.execute(
      sql`with changed as (update users set email = 'cte@example.com' where id = ${userId} returning id) select count(*) from changed`,
    );
    expect(await readTwice()).toEqual({ email: "cte@example.com", reads: 1 });

    await (database.db as unknown as { $client: PGlite }).$client.exec(
      `update users set email = 'exec@example.com' where id = ${userId}`,
    );
    expect(await readTwice()).toEqual({ email: "exec@example.com", reads: 1 });
  });

  test("a write that fails and DDL count as writes; a rolled-back change is not shown", async () => {
    await rename("plain@example.com");
    await expect(database.db.execute(sql`insert into users (id) values (null)`)).rejects.toThrow();
    expect(await readTwice()).toEqual({ email: "plain@example.com", reads: 1 });

    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(users).set({ email: "rolled-back@example.com" }).where(eq(users.id, userId));
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await readTwice()).toEqual({ email: "plain@example.com", reads: 1 });

    await database.db.execute(sql`create table kept_test (id int)`);
    expect(await readTwice()).toEqual({ email: "plain@example.com", reads: 1 });
  });

  test("a write that completes while a read is under way: that read's answer is not kept", async () => {
    await rename("before@example.com");
    const racing = emailOf(userId);
    const writing = rename("after@example.com");
    await Promise.all([racing, writing]);
    expect(await readTwice()).toEqual({ email: "after@example.com", reads: 1 });
  });

  test("null on a handle that is not an embedded PGlite database", async () => {
    const tx = await database.db.transaction(async (t) => keptWhileUnwritten(t, async () => 1, String));
    expect(tx).toBeNull();
  });
});
