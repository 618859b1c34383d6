import { spawn, type ChildProcess } from "node:child_process";

export interface ServiceSpec {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  readyUrl: string;
}

const children: ChildProcess[] = [];

function prefixLines(name: string, chunk: Buffer, out: NodeJS.WriteStream) {
  for (const line of chunk.toString().split(/\r?\n/)) if (line) out.write(`[${name}] ${line}\n`);
}

export function startService(spec: ServiceSpec): ChildProcess {
  const child = spawn(spec.command, spec.args, { env: spec.env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (c: Buffer) => prefixLines(spec.name, c, process.stdout));
  child.stderr?.on("data", (c: Buffer) => prefixLines(spec.name, c, process.stderr));
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`[${spec.name}] stopped (${signal ?? `exit ${code}`}); stopping everything.`);
    stopAll(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
export function stopAll(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(exitCode), 1500).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once("exit", r))))).then(() =>
    process.exit(exitCode),
  );
}

process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
