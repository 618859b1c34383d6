import { describe, expect, test } from "vitest";
import { InfoPacketForm, infoPacketBlocked } from "./schema";

const first = (input: Record<string, unknown>) => {
  const r = InfoPacketForm.safeParse(input);
  return r.success ? null : r.error.issues[0]?.message;
};

describe("InfoPacketForm", () => {
  test("the spec's messages", () => {
    expect(first({ firstName: "", lastName: "B", email: "a@b.co" })).toBe("First and Last Names are required");
    expect(first({ lastName: "B", email: "a@b.co" })).toBe("First and Last Names are required");
    expect(first({ firstName: "A", lastName: "B" })).toBe("Email is required");
    expect(first({ firstName: "A", lastName: "B", email: "nope" })).toBe("Please enter a valid email (nope)");
  });
  test("trims what it accepts", () => {
    expect(InfoPacketForm.parse({ firstName: " A ", lastName: "B", email: " a@b.co " })).toEqual({
      firstName: "A",
      lastName: "B",
      email: "a@b.co",
    });
  });
});

test("blocked only while impersonating without a selected contact", () => {
  expect(infoPacketBlocked(true, false)).toBe(true);
  expect(infoPacketBlocked(true, true)).toBe(false);
  expect(infoPacketBlocked(false, false)).toBe(false);
});
