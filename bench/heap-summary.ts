// npx tsx bench/heap-summary.ts <file.heapsnapshot> [top N] — what a V8 heap snapshot holds (docs/decisions/0356):
// self size by constructor (objects) or node type (strings, code, arrays, …), the largest single objects with a
// retainer path each (the first strong retaining edge, walked up to a root), and strings by prefix (source
// texts, source maps). The snapshots come from bench/memory-probe.mjs (bench:load's BENCH_MEMORY_PROBE=on).
import { existsSync, readFileSync } from "node:fs";

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
}

const file = process.argv[2];
if (!file) throw new Error("usage: tsx bench/heap-summary.ts <file.heapsnapshot> [top N]");
const top = Number(process.argv[3] ?? 25);
// The probe's figures beside the snapshot: RSS against V8's heap, external memory and ArrayBuffers.
const figuresFile = file.replace(/\.heapsnapshot$/, ".json");
if (existsSync(figuresFile)) {
  const f = JSON.parse(readFileSync(figuresFile, "utf8")) as {
    memoryUsage: Record<string, number>;
    heapSpaces: { name: string; size: number; used: number }[];
    smapsRollup: string;
  };
  const m = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
  console.log(
    `${figuresFile}: ${Object.entries(f.memoryUsage)
      .map(([k, v]) => `${k} ${m(v)}`)
      .join(", ")}`,
  );
  console.log(`  heap spaces (size/used): ${f.heapSpaces.map((s) => `${s.name} ${m(s.size)}/${m(s.used)}`).join(", ")}`);
  const kB = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(f.smapsRollup)?.[1] ?? NaN) * 1024;
  console.log(
    `  smaps_rollup: Rss ${m(kB("Rss"))}, anonymous ${m(kB("Anonymous"))}, file-backed ${m(kB("Rss") - kB("Anonymous"))}\n`,
  );
}
const snap = JSON.parse(readFileSync(file, "utf8")) as Snapshot;
const { meta } = snap.snapshot;
const nf = meta.node_fields.length;
const ef = meta.edge_fields.length;
const [nType, nName, nId, nSelf, nEdges] = ["type", "name", "id", "self_size", "edge_count"].map((f) =>
  meta.node_fields.indexOf(f),
) as [number, number, number, number, number];
const [eType, eName, eTo] = ["type", "name_or_index", "to_node"].map((f) => meta.edge_fields.indexOf(f)) as [
  number,
  number,
  number,
];
const nodeTypes = meta.node_types[0];
const edgeTypes = meta.edge_types[0];
const count = snap.nodes.length / nf;
const typeOf = (i: number) => nodeTypes[snap.nodes[i * nf + nType]!]!;
const nameOf = (i: number) => snap.strings[snap.nodes[i * nf + nName]!]!;
const selfOf = (i: number) => snap.nodes[i * nf + nSelf]!;

/** A node's class: the constructor's name for objects, else its type (and a native's name). */
const classOf = (i: number) => {
  const type = typeOf(i);
  if (type === "object" || type === "native") return `${type === "native" ? "native " : ""}${nameOf(i)}`;
  return `(${type})`;
};

// The first strong edge into each node (for retainer paths).
const firstEdge = new Int32Array(count);
const edgeStart = new Int32Array(count);
let e = 0;
for (let i = 0; i < count; i++) {
  edgeStart[i] = e;
  e += snap.nodes[i * nf + nEdges]!;
}
const retainer = new Int32Array(count).fill(-1);
const retainerEdgeName = new Array<string>(count);
for (let i = 0; i < count; i++) {
  const n = snap.nodes[i * nf + nEdges]!;
  for (let k = 0; k < n; k++) {
    const at = (edgeStart[i]! + k) * ef;
    const type = edgeTypes[snap.edges[at + eType]!]!;
    if (type === "weak" || type === "shortcut") continue;
    const to = snap.edges[at + eTo]! / nf;
    if (retainer[to] !== -1) continue;
    retainer[to] = i;
    const name = snap.edges[at + eName]!;
    retainerEdgeName[to] = type === "element" || type === "hidden" ? `[${name}]` : snap.strings[name]!;
  }
}
void firstEdge;

const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
const byClass = new Map<string, { count: number; size: number }>();
let total = 0;
for (let i = 0; i < count; i++) {
  const c = classOf(i);
  const entry = byClass.get(c) ?? { count: 0, size: 0 };
  entry.count++;
  entry.size += selfOf(i);
  total += selfOf(i);
  byClass.set(c, entry);
}
console.log(`${file}: ${count} nodes, ${mb(total)} self size in all`);
console.log(`\nBy class (self size):`);
for (const [c, { count: n, size }] of [...byClass].sort((a, b) => b[1].size - a[1].size).slice(0, top))
  console.log(`  ${mb(size).padStart(9)}  ${String(n).padStart(8)}  ${c.slice(0, 100)}`);

const path = (i: number) => {
  const steps: string[] = [];
  let at = i;
  for (let depth = 0; depth < 8 && retainer[at]! >= 0; depth++) {
    const from = retainer[at]!;
    steps.push(`${retainerEdgeName[at]} of ${classOf(from).slice(0, 40)}${typeOf(from) === "closure" ? ` ${nameOf(from)}` : ""}`);
    at = from;
  }
  return steps.join(" ← ");
};
console.log(`\nLargest single nodes, with a retainer path:`);
const order = Array.from({ length: count }, (_, i) => i).sort((a, b) => selfOf(b) - selfOf(a));
for (const i of order.slice(0, top)) {
  const label =
    typeOf(i) === "string" || typeOf(i) === "concatenated string" ? JSON.stringify(nameOf(i).slice(0, 60)) : classOf(i);
  console.log(`  ${mb(selfOf(i)).padStart(9)}  ${label.slice(0, 70)}\n             ${path(i).slice(0, 400)}`);
}

// Strings: what kinds of text take the space.
const kinds = new Map<string, number>();
for (let i = 0; i < count; i++) {
  if (typeOf(i) !== "string") continue;
  const s = nameOf(i);
  const kind = s.startsWith("data:application/json;base64")
    ? "inline source maps"
    : /^\s*(\/\/|import |export |"use strict"|var |const |let |\(function|function )/.test(s) && s.length > 2000
      ? "source texts (> 2 kB)"
      : s.length > 10_000
        ? "other strings > 10 kB"
        : "other strings";
  kinds.set(kind, (kinds.get(kind) ?? 0) + selfOf(i));
}
console.log(`\nStrings by kind:`);
for (const [k, size] of [...kinds].sort((a, b) => b[1] - a[1])) console.log(`  ${mb(size).padStart(9)}  ${k}`);
void nId;
