import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { childProcessBase } from "./env";

const TSX = "node_modules/.bin/tsx";

/** A child's whole environment: PATH and HOME, then the test's own settings (nothing else inherited). */
const only = (env: Record<string, string>) => ({ ...childProcessBase, ...env }) as NodeJS.ProcessEnv;

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `tsx script args…` with only `env` (and PATH, HOME) to its end. */
export function runScript(script: string, args: string[], env: Record<string, string>): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [script, ...args], { env: only(env) });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** A TCP port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

export interface RunningBackend {
  url: string;
  stop(): Promise<void>;
}

/** Starts backend/src/server.ts with `env` and waits until /health answers (or the process ends). */
export async function startBackendProcess(env: Record<string, string>, timeoutMs = 150_000): Promise<RunningBackend> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(TSX, ["backend/src/server.ts"], {
    env: only({ ...env, API_PORT: String(port), API_HOST: "127.0.0.1", BILLING_SCHEDULE: "off" }),
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the backend exited (${child.exitCode}): ${stderr}`);
    const answered = await fetch(`${url}/health`).then(
      () => true,
      () => false,
    );
    if (answered) return { url, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`the backend did not answer within ${timeoutMs} ms: ${stderr}`);
}
