/** How long a backend may take to answer on its first start (migrations and the demo seed) on a busy machine. */
export const FIRST_START_MS = 210_000;

/** Polls a URL until it answers (any status), so the next service starts against a live one. */
export async function waitForUrl(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { redirect: "manual" });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
