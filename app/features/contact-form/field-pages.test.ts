import { describe, expect, test } from "vitest";
import { pageOfErrors } from "./field-pages";

describe("pages", () => {
  test("the page of the first error", () => {
    expect(pageOfErrors(["addresses[0].country", "essence1"], 2)).toBe(1);
    expect(pageOfErrors(["vATRate"], 1)).toBe(2);
    expect(pageOfErrors([], 2)).toBe(2);
  });
});
