import { describe, expect, test } from "vitest";
import { memoizedText } from "./memoized-text";

describe("memoizedText", () => {
  test("a text asked again is answered without transforming it again; another text is transformed", () => {
    let runs = 0;
    const shout = memoizedText((text) => {
      runs += 1;
      return text.toUpperCase();
    });
    expect([shout("hello"), shout("hello"), shout("bye"), shout("")]).toEqual(["HELLO", "HELLO", "BYE", ""]);
    expect(runs).toBe(3);
  });

  test("keeps at most its size in characters, dropping the least recently asked", () => {
    let runs = 0;
    const same = memoizedText((text) => {
      runs += 1;
      return text;
    }, 8);
    same("aa");
    same("bb");
    same("aa");
    same("cc");
    expect(runs).toBe(3);
    same("aa");
    expect(runs).toBe(3);
    same("bb");
    expect(runs).toBe(4);
  });
});
