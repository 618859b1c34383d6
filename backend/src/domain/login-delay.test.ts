import { expect, test } from "vitest";
import { loginDelaySeconds, waitMessage } from "./login-delay";

test("no delay for the first five failures, then 1 s doubling up to 60 s", () => {
  expect([0, 4, 5, 6, 7, 8, 9, 10, 11, 50].map((n) => loginDelaySeconds(n, 5, 60))).toEqual([0, 0, 1, 2, 4, 8, 16, 32, 60, 60]);
});

test("the message says how long", () => {
  expect(waitMessage(1)).toBe("Too many failed login attempts. Please wait 1 second and try again.");
  expect(waitMessage(60)).toBe("Too many failed login attempts. Please wait 60 seconds and try again.");
});
