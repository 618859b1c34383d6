import { describe, expect, test } from "vitest";
import { sharedPerTurn } from "./snapshot";

describe("sharedPerTurn", () => {
  test("the callers of one turn share one query, sent after the last of them asked", async () => {
    const asked: string[] = [];
    let sent = 0;
    const read = sharedPerTurn(async () => {
      sent += 1;
      asked.push(`query ${sent}`);
      return sent;
    });
    const first = read();
    asked.push("caller 2");
    const second = read();
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    expect(asked).toEqual(["caller 2", "query 1"]);
  });

  test("a caller who asks once the query is sent gets a query of its own", async () => {
    let sent = 0;
    let later: Promise<number> | undefined;
    const read = sharedPerTurn(async () => {
      sent += 1;
      if (sent === 1) later = read();
      return sent;
    });
    expect(await read()).toBe(1);
    expect(await later).toBe(2);
  });
});
