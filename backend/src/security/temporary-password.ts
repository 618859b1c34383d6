import { randomInt } from "node:crypto";
import { meetsPasswordRules } from "../domain/password-rules";

// No look-alikes (0/O, 1/l/I) and only the symbols the password rules name, so it can be read aloud and typed.
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789.!@#$%^&*";
const LENGTH = 20;

/** A random password (about 120 bits) that meets the spec's password rules: drawn again until it does. */
export function temporaryPassword(): string {
  for (;;) {
    const password = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    if (meetsPasswordRules(password)) return password;
  }
}
