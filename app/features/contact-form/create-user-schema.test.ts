import { expect, test } from "vitest";
import { CreateUserForm } from "./create-user-schema";

test("CREATE USER's password", () => {
  const r = (v: Record<string, unknown>) => {
    const p = CreateUserForm.safeParse({ contactID: 1, email: "a@b.co", ...v });
    return p.success ? null : p.error.issues[0]!.message;
  };
  expect(r({ password: "" })).toBe("Password is required.");
  expect(r({ password: "short" })).toBe("Password entered does not meet minimum requirements.");
  expect(r({ password: "Good!2026", confirmPassword: "Other!2026" })).toBe("Passwords do not match.");
  expect(r({ password: "Good!2026", confirmPassword: "Good!2026" })).toBeNull();
});
