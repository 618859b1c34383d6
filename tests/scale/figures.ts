// The suite's figures: each test records what it measured; the global teardown prints them together
// (README's "Running several instances" quotes them).
import { appendFileSync } from "node:fs";
import path from "node:path";
import { SCALE_DIR } from "./stack";

export const FIGURES_FILE = path.join(SCALE_DIR, "figures.txt");

export function figure(line: string): void {
  console.log(`figure: ${line}`);
  appendFileSync(FIGURES_FILE, `${line}\n`);
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
