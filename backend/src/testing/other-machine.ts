import type { Env } from "../env";

/**
 * The settings of a second backend on another machine: the same database, but its own data and files
 * folders (which do not exist), so a test of two backends cannot pass by sharing a local disk.
 */
export function otherMachine(env: Env): Env {
  const dir = `/nonexistent/coachhub-other-machine-${process.pid}`;
  return { ...env, DATA_DIR: dir, FILES_DIR: `${dir}/files` };
}
