import fc from "fast-check";

/** The classes of bad input the bad-input test (backend/src/bad-input.test.ts) puts in fields, paths and queries. */

const longText = (n: number) => fc.constantFrom("a", "é", "💩", "<b>", "1").map((ch) => ch.repeat(n));

export const badValueClasses = {
  wrongType: fc.constantFrom<unknown>(null, true, false, 0, 1, -1, "", "x", [], {}, [1, "a"], { id: 1 }, "true", "null"),
  nulBytes: fc.oneof(
    fc.constantFrom("\u0000", "a\u0000b", "\u0000\u0000", "%00", "\\u0000"),
    fc.string().map((s) => `${s}\u0000${s}`),
  ),
  hugeNumbers: fc.constantFrom<unknown>(
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 53,
    -(2 ** 53),
    1e21,
    1e308,
    -1e308,
    -1,
    -0,
    0,
    0.5,
    1.5,
    5e-324,
  ),
  numericStrings: fc.constantFrom(
    "2147483648",
    "99999999999999999999",
    "1e3",
    "0x10",
    " 1",
    "1 ",
    "-1",
    "1.5",
    "NaN",
    "Infinity",
    "+1",
    "0",
  ),
  longStrings: fc.oneof(longText(256), longText(5_000), longText(100_001)),
  impossibleDates: fc.constantFrom(
    "2024-13-45",
    "0000-00-00",
    "2024-02-30",
    "2023-02-29",
    "99999-01-01",
    "+275760-09-13T00:00:00.001Z",
    "-271821-04-20",
    "-000001-01-01",
    "10000-01-01",
    "2024-01-01T25:61:61Z",
    "1970-01-01T00:00:00+99:99",
    "yesterday",
    "1e9",
  ),
  unknownIds: fc.oneof(fc.constantFrom(999_999, 2_147_483_647, 123_456_789), fc.integer({ min: 10_000, max: 2_147_483_647 })),
  oddText: fc.oneof(
    fc.constantFrom(
      "'; DROP TABLE users; --",
      "\\",
      "%",
      "%s%n",
      "\r\nBcc: x@example.com",
      "\uD800",
      "\uFFFF",
      "\u202Eevil",
      "<script>alert(1)</script>",
      " ",
      "../../etc/passwd",
      "a@b",
      "@",
    ),
    fc.string({ unit: "binary", maxLength: 40 }),
  ),
};

const c = badValueClasses;
const anyBad = fc.oneof(...Object.values(c));
const badFor: Record<string, fc.Arbitrary<unknown>> = {
  number: fc.oneof(c.hugeNumbers, c.unknownIds, c.numericStrings, c.wrongType, c.nulBytes),
  string: fc.oneof(c.nulBytes, c.longStrings, c.impossibleDates, c.oddText, c.numericStrings, c.wrongType, c.hugeNumbers),
};

/** A bad value for a field the schema types as `type`: mostly of that type (so it passes the schema), some of any class. */
export const badValueFor = (type: string): fc.Arbitrary<unknown> =>
  badFor[type] ? fc.oneof({ weight: 3, arbitrary: badFor[type] }, { weight: 1, arbitrary: anyBad }) : anyBad;

/** Whole bodies that are not the object a call expects: broken JSON, other JSON values, anything. */
export const garbageBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "{",
    '{"a":',
    "nul",
    "[",
    "}",
    "\u0000",
    '{"a":1,}',
    "{'a':1}",
    "\uFEFF{}",
    "[]",
    "null",
    "0",
    '"x"',
    "true",
    " ",
  ),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.anything().map((v) => JSON.stringify(v) ?? ""),
  fc.string({ unit: "binary", maxLength: 60 }),
);

/** encodeURIComponent, except that a lone surrogate becomes its (invalid) UTF-8 bytes instead of throwing. */
export function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text
      .split("")
      .map((ch) => (/[\uD800-\uDFFF]/.test(ch) ? "%ED%A0%80" : encodeURIComponent(ch)))
      .join("");
  }
}

/** A path segment or query value as sent on the wire: encoded text, or raw bytes no encoder would make. */
export const badSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "0",
    "-1",
    "2147483648",
    "99999999999999999999",
    "0x10",
    "1e3",
    "%201",
    "1%20",
    "1.5",
    "abc",
    "%00",
    "%",
    "%zz",
    "%C0%AF",
    "%FF",
    "..",
    "%2F",
    "NaN",
    "",
  ),
  fc
    .oneof(badValueClasses.nulBytes, badValueClasses.oddText, badValueClasses.impossibleDates, longText(5_000))
    .map((v) => encodeSegment(String(v))),
  badValueClasses.unknownIds.map(String),
);
