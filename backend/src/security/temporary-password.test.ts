import { describe, expect, it } from "vitest";
import { meetsPasswordRules } from "../domain/password-rules";
import { temporaryPassword } from "./temporary-password";

describe("temporaryPassword", () => {
  it("meets the password rules every time, and is never the same twice", () => {
    const passwords = Array.from({ length: 500 }, temporaryPassword);
    expect(passwords.every(meetsPasswordRules)).toBe(true);
    expect(passwords.every((p) => p.length === 20)).toBe(true);
    expect(new Set(passwords).size).toBe(500);
  });
});
