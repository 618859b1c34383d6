import { describe, expect, test, vi } from "vitest";
import { z } from "zod";
import { listOf, parsedAnswer } from "./parsed-answers.server";

const Plan = z.object({ id: z.number(), rules: z.array(z.object({ cents: z.number() })) });
const text = JSON.stringify({ id: 7, rules: [{ cents: 100 }], extra: "dropped" });

describe("parsedAnswer", () => {
  test("parses a text once per schema and answers the same value again", () => {
    const parse = vi.fn(() => Plan.parse(JSON.parse(text)));
    const first = parsedAnswer(Plan, text, parse);
    const second = parsedAnswer(Plan, text, parse);
    expect(first).toEqual({ id: 7, rules: [{ cents: 100 }] });
    expect(second).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
  });

  test("another schema parses the same text on its own", () => {
    const Id = z.object({ id: z.number() });
    expect(parsedAnswer(Id, text, () => Id.parse(JSON.parse(text)))).toEqual({ id: 7 });
    expect(parsedAnswer(Plan, text, () => Plan.parse(JSON.parse(text)))).toEqual({ id: 7, rules: [{ cents: 100 }] });
  });

  test("what is kept cannot be changed by a caller, at any depth", () => {
    const plan = parsedAnswer(Plan, text, () => Plan.parse(JSON.parse(text)));
    expect(() => {
      (plan as { id: number }).id = 8;
    }).toThrow(TypeError);
    expect(() => (plan.rules as { cents: number }[]).push({ cents: 1 })).toThrow(TypeError);
    expect(() => {
      (plan.rules[0] as { cents: number }).cents = 1;
    }).toThrow(TypeError);
  });

  test("a failed parse keeps nothing: the next read parses again", () => {
    const bad = '{"id":"seven"}';
    const parse = vi.fn(() => Plan.parse(JSON.parse(bad)));
    expect(() => parsedAnswer(Plan, bad, parse)).toThrow();
    expect(() => parsedAnswer(Plan, bad, parse)).toThrow();
    expect(parse).toHaveBeenCalledTimes(2);
  });

  test("a very large answer is parsed every time", () => {
    const large = JSON.stringify({ id: 1, rules: Array.from({ length: 40_000 }, () => ({ cents: 12345 })) });
    const parse = vi.fn(() => Plan.parse(JSON.parse(large)));
    parsedAnswer(Plan, large, parse);
    parsedAnswer(Plan, large, parse);
    expect(parse).toHaveBeenCalledTimes(2);
  });

  test("a list schema is one object per item schema, so a list call's parse is found again", () => {
    expect(listOf(Plan)).toBe(listOf(Plan));
    const list = `[${text}]`;
    const parse = vi.fn(() => listOf(Plan).parse(JSON.parse(list)));
    const first = parsedAnswer(listOf(Plan), list, parse);
    expect(parsedAnswer(listOf(Plan), list, parse)).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
  });

  test("schemas made anew for every call are parsed every time, and do not pile up", () => {
    const parse = vi.fn(() => ({ id: 7 }));
    for (let i = 0; i < 10; i++) parsedAnswer(z.object({ id: z.number() }), '{"id":7}', parse);
    expect(parse).toHaveBeenCalledTimes(10);
  });
});
