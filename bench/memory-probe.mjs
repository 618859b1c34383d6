// A preload for a benched service (`node --import ./bench/memory-probe.mjs …`, plain JS so that it also runs
// without tsx): on SIGUSR2 it writes, under data/bench/memory-probe/, the process's memory figures
// (process.memoryUsage(), V8's heap spaces, /proc/self/smaps_rollup) as `<pid>-<n>.json`, then a heap
// snapshot `<pid>-<n>.heapsnapshot` (summarised by bench/heap-summary.ts). The figures are written first:
// writing a snapshot grows the process by about its heap. Used by bench:load's BENCH_MEMORY_PROBE.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import v8 from "node:v8";

const dir = path.resolve("data/bench/memory-probe");
let n = 0;

process.on("SIGUSR2", () => {
  mkdirSync(dir, { recursive: true });
  n += 1;
  const base = path.join(dir, `${process.pid}-${n}`);
  let smaps = "";
  try {
    smaps = readFileSync("/proc/self/smaps_rollup", "utf8");
  } catch {
    // not Linux
  }
  const figures = {
    argv: process.argv.slice(1),
    memoryUsage: process.memoryUsage(),
    heapSpaces: v8.getHeapSpaceStatistics().map((s) => ({
      name: s.space_name,
      size: s.space_size,
      used: s.space_used_size,
      physical: s.physical_space_size,
    })),
    heap: v8.getHeapStatistics(),
    smapsRollup: smaps,
  };
  writeFileSync(`${base}.json`, JSON.stringify(figures, null, 2));
  v8.writeHeapSnapshot(`${base}.heapsnapshot`);
  writeFileSync(`${base}.done`, "");
});
