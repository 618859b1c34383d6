import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** OWASP's scrypt cost (N = 2^17); maxmem must cover 128 * N * r bytes. */
export const DEFAULT_HASH_LOG2_N = 17;
const PARAMS = { N: 2 ** DEFAULT_HASH_LOG2_N, r: 8, p: 1, keyLength: 64 };

/**
 * The cost of the hashes made from now on (PASSWORD_HASH_LOG2_N, set once at start). Stored hashes keep
 * their own parameters, so a lower test cost never weakens a production database (docs/decisions/0182).
 */
export function setPasswordHashCost(log2N: number): void {
  PARAMS.N = 2 ** log2N;
}

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url), so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p, keyLength } = PARAMS;
  const key = await scrypt(password, salt, keyLength, { N, r, p, maxmem: 256 * N * r });
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const N = Number(n);
  const expected = Buffer.from(hash, "base64url");
  const key = await scrypt(password, Buffer.from(salt, "base64url"), expected.length, {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: 256 * N * Number(r),
  });
  return timingSafeEqual(key, expected);
}

/** A hash no password matches, with today's parameters: checking it costs what a real check costs. */
const noMatchHash = () =>
  [
    "scrypt",
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    Buffer.alloc(16).toString("base64url"),
    Buffer.alloc(PARAMS.keyLength).toString("base64url"),
  ].join("$");

/**
 * Checks a password against a user's hash, or, without a user, does the same scrypt work and answers
 * false — so an unknown email takes as long as a wrong password (docs/decisions/0107).
 */
export async function verifyPasswordOf(user: { passwordHash: string } | undefined, password: string): Promise<boolean> {
  const ok = await verifyPassword(password, user?.passwordHash ?? noMatchHash());
  return Boolean(user) && ok;
}
