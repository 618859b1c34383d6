import { describe, expect, test } from "vitest";
import { applyIntent, CustomLanguageForm, NO_CHANGE, PAIR_NEEDS_BOTH, parseIntent, SELECT_TEMPLATE } from "./schema";

const values = (input: Record<string, unknown>) => CustomLanguageForm.parse(input);
const pair = (oldText: string, newText: string) => ({ oldText, newText });

describe("ADD NEW ITEM", () => {
  test("adds the typed pair to the pending ones and clears the inputs", () => {
    const result = applyIntent(values({ templateId: "3", pending: [pair("a", "b")], oldWording: " c ", newWording: "d" }), {
      kind: "add",
    });
    expect(result).toEqual({ pending: [pair("a", "b"), pair("c", "d")], typed: pair("", ""), error: null });
  });
  test("a pair needs both wordings; a template comes first", () => {
    expect(applyIntent(values({ templateId: "3", oldWording: "c" }), { kind: "add" }).error).toBe(PAIR_NEEDS_BOTH);
    expect(applyIntent(values({ templateId: "3", newWording: "d" }), { kind: "add" }).error).toBe(PAIR_NEEDS_BOTH);
    expect(applyIntent(values({ oldWording: "c", newWording: "d" }), { kind: "add" }).error).toBe(SELECT_TEMPLATE);
  });
});

describe("SUBMIT", () => {
  test("needs a change, and takes a fully typed pair along", () => {
    expect(applyIntent(values({ templateId: "3" }), { kind: "submit" }).error).toBe(NO_CHANGE);
    expect(applyIntent(values({ templateId: "3", oldWording: "x", newWording: "y" }), { kind: "submit" })).toMatchObject({
      pending: [pair("x", "y")],
      error: null,
    });
    expect(applyIntent(values({ templateId: "3", pending: [pair("a", "b")], oldWording: "x" }), { kind: "submit" }).error).toBe(
      PAIR_NEEDS_BOTH,
    );
    expect(applyIntent(values({ pending: [pair("a", "b")] }), { kind: "submit" }).error).toBe(SELECT_TEMPLATE);
  });
});

test("REMOVE takes one pending pair out; intents are parsed strictly", () => {
  expect(applyIntent(values({ pending: [pair("a", "b"), pair("c", "d")] }), { kind: "remove", index: 0 }).pending).toEqual([
    pair("c", "d"),
  ]);
  expect(parseIntent("remove-1")).toEqual({ kind: "remove", index: 1 });
  expect(parseIntent("add")).toEqual({ kind: "add" });
  expect(parseIntent("remove-x")).toBeNull();
  expect(parseIntent(null)).toBeNull();
});

test("a pending pair with a blank side is refused by the schema", () => {
  expect(CustomLanguageForm.safeParse({ pending: [pair("a", " ")] }).success).toBe(false);
});
