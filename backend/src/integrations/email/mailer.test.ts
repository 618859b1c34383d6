import { expect, test } from "vitest";
import { redact } from "./mailer";

test("redact replaces each secret, as written and as html writes it", () => {
  const link = "http://web.test/card-update/abc?x=1&y=2";
  const text = `Open ${link} or <a href="http://web.test/card-update/abc?x=1&#38;y=2">here</a>; code 12345678.`;
  expect(redact(text, [link, "12345678"])).toBe('Open [redacted] or <a href="[redacted]">here</a>; code [redacted].');
});

test("an empty secret changes nothing", () => {
  expect(redact("abc", [""])).toBe("abc");
});
