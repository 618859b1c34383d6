/**
 * How long an account waits before its next login attempt (docs/decisions/0108): nothing for the first
 * `free` failures in the window, then 1 s, doubling with each further failure, never more than `max`.
 * Slows a guesser down without locking the owner out.
 */
export function loginDelaySeconds(failures: number, free: number, max: number): number {
  if (failures < free) return 0;
  return Math.min(2 ** Math.min(failures - free, 30), max);
}

export const waitMessage = (seconds: number) =>
  `Too many failed login attempts. Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} and try again.`;
