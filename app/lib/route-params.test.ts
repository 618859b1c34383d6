import { describe, expect, test } from "vitest";
import { MAX_ID, parseIdParam, requireIdParam } from "./route-params";

async function thrown(fn: () => unknown): Promise<{ status: number; text: string }> {
  try {
    fn();
  } catch (error) {
    if (error instanceof Response) return { status: error.status, text: await error.text() };
    throw error;
  }
  throw new Error("nothing thrown");
}

describe("route id params", () => {
  test.each([
    ["1", 1],
    ["123", 123],
    [String(MAX_ID), MAX_ID],
  ])("%j is the id %d", (raw, id) => {
    expect(parseIdParam({ contactId: raw }, "contactId")).toBe(id);
    expect(requireIdParam({ contactId: raw }, "contactId")).toBe(id);
  });

  test.each([
    ["0"],
    ["-1"],
    ["1.5"],
    ["1e3"],
    ["0x10"],
    ["012"],
    [" 12"],
    ["12abc"],
    ["abc"],
    [""],
    [String(MAX_ID + 1)],
    ["99999999999999999999"],
  ])("%j is no id", (raw) => {
    expect(parseIdParam({ contactId: raw }, "contactId")).toBeNull();
  });

  test("a missing parameter is no id", () => {
    expect(parseIdParam({}, "contactId")).toBeNull();
  });

  test("requireIdParam answers 404 naming what was not found", async () => {
    expect(await thrown(() => requireIdParam({ contactId: "abc" }, "contactId"))).toEqual({
      status: 404,
      text: "Contact abc not found",
    });
    expect(await thrown(() => requireIdParam({ fileId: "0" }, "fileId"))).toEqual({ status: 404, text: "File 0 not found" });
    expect(await thrown(() => requireIdParam({ id: "x" }, "id", "User"))).toEqual({ status: 404, text: "User x not found" });
    expect(await thrown(() => requireIdParam({}, "contactId"))).toEqual({ status: 404, text: "Contact not found" });
  });
});
