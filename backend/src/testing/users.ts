import { users } from "../db/schema";
import { hashPassword } from "../security/password-hash";
import { issueToken } from "../security/tokens";
import type { TestBackend } from "./harness";

/** The password every test user gets unless a test says otherwise (meets the spec's rules). */
export const TEST_PASSWORD = "Coach.2024!";

// scrypt takes about half a second: each distinct password is hashed once per test file.
const hashes = new Map<string, Promise<string>>();
export function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

let counter = 0;

export type TestUserValues = Partial<Omit<typeof users.$inferInsert, "passwordHash">> & { password?: string };

/** Inserts a user straight into the database (an affiliate with a unique email unless told otherwise). */
export async function insertUser(backend: TestBackend, values: TestUserValues = {}) {
  const { password = TEST_PASSWORD, ...rest } = values;
  counter += 1;
  const [user] = await backend.database.db
    .insert(users)
    .values({
      email: `user${counter}.${Date.now()}@example.com`,
      firstName: `First${counter}`,
      lastName: `Last${counter}`,
      phone: "4165550100",
      ...rest,
      passwordHash: await hashOnce(password),
    })
    .returning();
  return user!;
}

/** A token for a user without going through /login (no scrypt), for tests of other calls. */
export function tokenFor(backend: TestBackend, userId: number): Promise<string> {
  return issueToken(backend.database.db, userId, backend.clock.now);
}

let ipCounter = 0;
/** A fresh client address, so that failures in one test never count against another's IP limit. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** The caller's socket address (a fresh one unless given), as the real Node server would see it. */
  ip?: string;
  headers?: Record<string, string>;
}

/** The bindings @hono/node-server gives a request: getConnInfo reads the peer's address from them. */
export const socketFrom = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

/** One HTTP call to the backend, the way the web app makes it (JSON body, token and referrer-host headers). */
export function call(backend: TestBackend, method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = {
    "referrer-host": "localhost:3000",
    ...options.headers,
  };
  if (options.token) headers.token = options.token;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  return backend.app.request(
    path,
    {
      method,
      headers,
      body:
        options.body === undefined ? undefined : typeof options.body === "string" ? options.body : JSON.stringify(options.body),
    },
    socketFrom(options.ip ?? freshIp()),
  );
}

/** Logs in through POST /login and answers the token. */
export async function login(backend: TestBackend, email: string, password = TEST_PASSWORD, ip?: string) {
  const res = await call(backend, "POST", "/login", { body: { userName: email, password }, ip });
  if (res.status !== 200) throw new Error(`login ${email} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export type TestUser = Awaited<ReturnType<typeof insertUser>>;
export type Cast = "affiliate" | "other" | "office" | "finance";

/**
 * The four people most permission tests need: an affiliate, another affiliate, office staff (3) and
 * finance (8), each with a token.
 */
export async function insertCast(backend: TestBackend): Promise<{ users: Record<Cast, TestUser>; tokens: Record<Cast, string> }> {
  const users = {
    affiliate: await insertUser(backend, { userRole: 2 }),
    other: await insertUser(backend, { userRole: 2 }),
    office: await insertUser(backend, { userRole: 3 }),
    finance: await insertUser(backend, { userRole: 8 }),
  };
  const tokens = {
    affiliate: await tokenFor(backend, users.affiliate.id),
    other: await tokenFor(backend, users.other.id),
    office: await tokenFor(backend, users.office.id),
    finance: await tokenFor(backend, users.finance.id),
  };
  return { users, tokens };
}

/** Call options for one of the cast, acting as another of it (the `acting-as` header) when given. */
export const castCaller =
  (cast: { users: Record<Cast, TestUser>; tokens: Record<Cast, string> }) => (who: Cast, actingAs?: Cast) => ({
    token: cast.tokens[who],
    headers: actingAs ? { "acting-as": String(cast.users[actingAs].id) } : undefined,
  });
