import { describe, expect, it } from "vitest";
import { IN_LIST_SIZE, inLists } from "./in-lists";

describe("inLists", () => {
  it("asks nothing for no ids", async () => {
    const lists: number[][] = [];
    expect(await inLists([], async (list: number[]) => (lists.push(list), list))).toEqual([]);
    expect(lists).toEqual([]);
  });

  it("asks in lists of at most IN_LIST_SIZE ids, in order, and joins what each answers", async () => {
    const ids = Array.from({ length: IN_LIST_SIZE * 2 + 1 }, (_, i) => i);
    const sizes: number[] = [];
    const rows = await inLists(ids, async (list) => {
      sizes.push(list.length);
      return list.map((id) => ({ id }));
    });
    expect(sizes).toEqual([IN_LIST_SIZE, IN_LIST_SIZE, 1]);
    expect(rows.map((r) => r.id)).toEqual(ids);
  });
});
