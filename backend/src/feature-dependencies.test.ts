// No two backend features depend on each other, directly or round a longer loop (docs/decisions/0333): one
// may use another's service (billing-run → invoices), never both ways, so each can be read, tested and
// moved with what it uses below it. Tests are left out, as in the layer rules: a test may reach anywhere.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const featuresDir = path.join(import.meta.dirname, "features");
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']+)["']/g;

/** Which other features each feature's code imports (statically or by import()). */
function featureImports(): Map<string, Set<string>> {
  const uses = new Map<string, Set<string>>();
  for (const feature of readdirSync(featuresDir, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    const used = new Set<string>();
    const files = readdirSync(path.join(featuresDir, feature.name), { recursive: true, encoding: "utf8" }).filter(
      (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f),
    );
    for (const file of files) {
      const from = path.join(featuresDir, feature.name, file);
      for (const [, specifier] of readFileSync(from, "utf8").matchAll(IMPORT)) {
        const [other] = path.relative(featuresDir, path.resolve(path.dirname(from), specifier)).split(path.sep);
        if (other && other !== ".." && other !== feature.name) used.add(other);
      }
    }
    uses.set(feature.name, used);
  }
  return uses;
}

/** The loops of a graph: its strongly connected parts of two or more (Tarjan). */
function loops(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const part: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        part.push(member);
      } while (member !== node);
      if (part.length > 1) found.push(part.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

test("no two backend features import each other", () => {
  const uses = featureImports();
  expect(uses.size).toBeGreaterThan(20);
  expect(uses.get("reports")).toContain("payouts");
  expect(loops(uses)).toEqual([]);
});

test("the loop finder finds a pair and a longer loop", () => {
  const graph = new Map<string, Set<string>>([
    ["a", new Set(["b"])],
    ["b", new Set(["a"])],
    ["c", new Set(["d"])],
    ["d", new Set(["e"])],
    ["e", new Set(["c"])],
    ["f", new Set(["a"])],
  ]);
  expect(loops(graph)).toEqual([
    ["a", "b"],
    ["c", "d", "e"],
  ]);
});
