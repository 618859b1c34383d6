import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * Runs the first start's demo seed (./first-start.ts) in a child process with this process's runtime
 * options (tsx's loader) and environment, and waits for it: the memory the seed's history needs is the
 * child's, returned to the system when it exits (docs/decisions/0353).
 */
export function seedInChildProcess(): Promise<void> {
  const script = fileURLToPath(new URL("./first-start.ts", import.meta.url));
  const child = spawn(process.execPath, [...process.execArgv, script], { stdio: "inherit" });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`The demo seed stopped (${signal ?? `exit code ${code}`}); see its output above.`)),
    );
  });
}
