// npx tsx bench/profile-summary.ts <a.cpuprofile> [b.cpuprofile] [top N] — a V8 CPU profile's busy time (idle
// left out) by package (node_modules/<name>, node's own, our code) and by function; given two profiles (before,
// after), each line shows both shares side by side. Profiles come from bench:load's BENCH_CPU_PROF.
import { readFileSync } from "node:fs";

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const top = /^\d+$/.test(args[args.length - 1] ?? "") ? Number(args.pop()) : 30;
if (args.length === 0) throw new Error("usage: tsx bench/profile-summary.ts <a.cpuprofile> [b.cpuprofile] [top N]");

function packageOf(url: string, name: string): string {
  if (name === "(garbage collector)") return "(garbage collector)";
  if (name === "(program)") return "(program)";
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (nm) return nm[1]!;
  if (url.startsWith("node:") || url === "") return "(node)";
  if (url.includes("/build/server/")) return "(app build: ours and bundled)";
  return "(ours)";
}

/** Busy microseconds per package and per function of one profile. */
function summarise(file: string) {
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const pkg = new Map<string, number>();
  const fn = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === "(idle)") return;
    const dt = profile.timeDeltas[i] ?? 0;
    busy += dt;
    const p = packageOf(url, functionName);
    pkg.set(p, (pkg.get(p) ?? 0) + dt);
    const f = `${functionName || "(anonymous)"} ${p.startsWith("(") ? url.split("/").slice(-2).join("/") : p}:${lineNumber}`;
    fn.set(f, (fn.get(f) ?? 0) + dt);
  });
  return { busy, pkg, fn };
}

const runs = args.map(summarise);
const share = (map: Map<string, number>, key: string, busy: number) =>
  `${(((map.get(key) ?? 0) / busy) * 100).toFixed(1).padStart(5)} %`;
for (const [label, pick] of [
  ["package", (r: (typeof runs)[number]) => r.pkg],
  ["function (self time)", (r: (typeof runs)[number]) => r.fn],
] as const) {
  const keys = new Map<string, number>();
  for (const r of runs) for (const [k, v] of pick(r)) keys.set(k, Math.max(keys.get(k) ?? 0, v / r.busy));
  console.log(`\nBy ${label}: ${args.map((a, i) => `${a} (busy ${(runs[i]!.busy / 1e6).toFixed(1)} s)`).join(" | ")}`);
  for (const [k] of [...keys].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${runs.map((r) => share(pick(r), k, r.busy)).join("  ")}  ${k.slice(0, 120)}`);
}
