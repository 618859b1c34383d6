import fc from "fast-check";

/**
 * Walks a zod 4 schema (through its `_zod.def`, the only way to read one back) for the bad-input test
 * (backend/src/bad-input.test.ts): a value it should accept, and the paths of the fields one can spoil.
 */

interface Def {
  type: string;
  [key: string]: unknown;
}
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Leaf values chosen by field name (an email where an email goes, an existing id where an id goes). */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

export type Path = (string | number)[];

interface Check {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}
const checksOf = (def: Def): Check[] => ((def.checks as { _zod: { def: Check } }[] | undefined) ?? []).map((c) => c._zod.def);

const word = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(..."abcdefghijkLMNOP0123456789"), minLength: min, maxLength: max });

function stringArbitrary(def: Def, maxFromPipe: number): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const min = Math.max(0, ...checks.filter((c) => c.check === "min_length").map((c) => c.minimum ?? 0));
  const max = Math.min(maxFromPipe, ...checks.filter((c) => c.check === "max_length").map((c) => c.maximum ?? Infinity));
  const pattern = checks.find((c) => c.check === "string_format" && c.pattern)?.pattern;
  const upper = Math.min(max, Math.max(min, 12));
  const plain = word(Math.max(min, 1), upper);
  if (!pattern) return plain;
  if (pattern.test("abc1")) return plain.filter((s) => pattern.test(s));
  return fc.stringMatching(pattern).filter((s) => s.length >= min && s.length <= max);
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const isInt = checks.some((c) => c.check === "number_format" && /int/.test(c.format ?? ""));
  let min = 0;
  let max = 1000;
  for (const c of checks) {
    if (c.check === "greater_than") min = Math.max(min, (c.value ?? 0) + (c.inclusive ? 0 : 1));
    if (c.check === "less_than") max = Math.min(max, (c.value ?? 0) - (c.inclusive ? 0 : 1));
  }
  return isInt ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** A value `schema` should accept (unknown fields left out; optional ones mostly present). */
export function validArbitrary(schema: unknown, hints: Hints = {}, key = "", maxLength = Infinity): fc.Arbitrary<unknown> {
  const hint = hints[key];
  const def = defOf(schema);
  if (hint && !["object", "array", "optional", "nullable", "default", "prefault", "pipe"].includes(def.type)) return hint;
  switch (def.type) {
    case "object": {
      const shape = def.shape as Record<string, unknown>;
      return fc.record(Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, validArbitrary(v, hints, k)])));
    }
    case "array":
      return fc.array(validArbitrary(def.element, hints, key), { minLength: 1, maxLength: 2 });
    case "optional":
      return fc.option(validArbitrary(def.innerType, hints, key, maxLength), { nil: undefined, freq: 6 });
    case "nullable":
      return fc.option(validArbitrary(def.innerType, hints, key, maxLength), { nil: null, freq: 6 });
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return validArbitrary(def.innerType, hints, key, maxLength);
    case "pipe": {
      const input = defOf(def.in);
      // z.preprocess(fn, schema) is pipe(transform, schema); .transform(fn) is pipe(schema, transform).
      if (input.type === "transform") return validArbitrary(def.out, hints, key, maxLength);
      const output = defOf(def.out);
      const outMax =
        output.type === "string"
          ? Math.min(
              ...checksOf(output)
                .filter((c) => c.check === "max_length")
                .map((c) => c.maximum ?? Infinity),
            )
          : Infinity;
      return validArbitrary(def.in, hints, key, Math.min(maxLength, outMax));
    }
    case "string":
      return stringArbitrary(def, maxLength);
    case "number":
      return numberArbitrary(def);
    case "boolean":
      return fc.boolean();
    case "enum":
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case "literal":
      return fc.constantFrom(...(def.values as unknown[]));
    case "union":
      return fc.oneof(...(def.options as unknown[]).map((o) => validArbitrary(o, hints, key, maxLength)));
    case "null":
      return fc.constant(null);
    default:
      return fc.constant(undefined);
  }
}

/** A place a bad value can go, and what the schema expects there (bad values are picked to match). */
export interface Field {
  path: Path;
  type: string;
}

/** Every place a bad value can go: each field, each object and array itself, the first element of arrays. */
export function fieldPaths(schema: unknown, at: Path = []): Field[] {
  const def = defOf(schema);
  switch (def.type) {
    case "object":
      return [
        ...(at.length ? [{ path: at, type: "object" }] : []),
        ...Object.entries(def.shape as Record<string, unknown>).flatMap(([k, v]) => fieldPaths(v, [...at, k])),
      ];
    case "array":
      return [{ path: at, type: "array" }, ...fieldPaths(def.element, [...at, 0])];
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return fieldPaths(def.innerType, at);
    case "pipe":
      return fieldPaths(defOf(def.in).type === "transform" ? def.out : def.in, at);
    case "union":
      return at.length ? [{ path: at, type: defOf((def.options as unknown[])[0]).type }] : [];
    default:
      return at.length ? [{ path: at, type: def.type }] : [];
  }
}

/** A copy of `value` with `replacement` at `path` (missing objects and arrays on the way are made). */
export function withValueAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const container = (
    typeof head === "number"
      ? Array.isArray(value)
        ? [...(value as unknown[])]
        : []
      : value && typeof value === "object" && !Array.isArray(value)
        ? { ...(value as Record<string, unknown>) }
        : {}
  ) as Record<string | number, unknown>;
  container[head!] = withValueAt(container[head!], rest, replacement);
  return container;
}
