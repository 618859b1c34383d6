import { expect } from "vitest";

/** A parsed JSON answer, read loosely by tests. */
export type Wire = Record<string, any>;

/** The answer's JSON, after checking its status (the body is shown when the status differs). */
export async function expectJson(res: Response, status: number): Promise<Wire> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text);
}

/** A refusal: exactly `{ message }` with that status. */
export async function expectMessage(res: Response, status: number, message: string): Promise<void> {
  expect(await expectJson(res, status)).toEqual({ message });
}
