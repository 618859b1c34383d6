import { FIRST_START_MS, waitForUrl } from "../../scripts/wait-for-url";
import { e2eStack, e2eWorkers } from "./env";

/**
 * Playwright starts its web servers one after another and waits for each: the stacks' launchers only wait
 * for their process to start (playwright.config.ts), so every stack migrates and seeds at once, and the
 * tests begin when every stack's web app answers.
 */
export default async function stacksReady() {
  const stacks = Array.from({ length: e2eWorkers }, (_, index) => e2eStack(index));
  await Promise.all(stacks.map((stack) => waitForUrl(`${stack.webUrl}/login`, FIRST_START_MS)));
}
