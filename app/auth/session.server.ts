import { createCookieSessionStorage, redirect, type AppLoadContext, type Session, type SessionStorage } from "@remix-run/node";
import type { RequestMemo } from "~/api/request-memo.server";
import { env, isMaintenance } from "~/env.server";
import { forbidden, invariantResponse } from "~/lib/responses";
import { baseCookieOptions, secureFor } from "./cookies.server";
import { crossOriginRefusal } from "./origin";
import { toastHeader, type ToastInput } from "./toast.server";

/** Persisted state version (spec §3 "Stored session"): a cookie written under another version is reset. */
export const SESSION_VERSION = 20;

/** The part of the backend's User kept in the cookie (a cookie holds 4 KB; the rest is read fresh). */
export interface SessionUser {
  id: number;
  Email: string;
  FirstName: string;
  LastName: string;
  userRole: number;
  logoURL: string | null;
  canAccessDocs: boolean;
  companyName: string | null;
}

/** The contact picked in the contact search (small: the cookie holds 4 KB; the rest is read fresh). */
export interface SelectedContact {
  id: number;
  affiliateID: number;
  firstName: string;
  lastName: string;
  email: string;
  clientStatus: string;
}

export interface SessionData {
  version: number;
  token: string;
  sysUser: SessionUser;
  /** The impersonated user; null until impersonation arrives. */
  selectedUser: SessionUser | null;
  forcePasswordChange: boolean;
  /** The password-reset flow: the email a code was sent to, and the code once /verifyToken accepted it. */
  reset: { email: string; verifiedCode?: string };
  /** A session started by email verification: its code proves the forced password change (docs/decisions/0106). */
  verifiedEmailCode: string;
  /** The start-up system notification was hidden, dismissed or found empty: not fetched again until next login. */
  sysNotificationsDone: boolean;
  /** The contact selected in the search (docs/decisions/0077); a new session (login, impersonation) has none. */
  selectedContact: SelectedContact | null;
  /** What the shell needs of the acting user's profile, read once per session and user (docs/decisions/0127). */
  shellProfile: ShellProfile;
}

/** The translate widget's part of the acting user's profile data (spec §3 "Profile data"). */
export interface ShellProfile {
  userId: number;
  translate: boolean;
  language: string | null;
}

export interface SessionFlashData {
  passwordChanged: true;
}

export type AppSession = Session<SessionData, SessionFlashData>;

export function createSessionStorageFor(secret: string): SessionStorage<SessionData, SessionFlashData> {
  return createCookieSessionStorage<SessionData, SessionFlashData>({
    cookie: { ...baseCookieOptions, name: "__session", secrets: [secret] },
  });
}

export const sessionStorage = createSessionStorageFor(env.SESSION_SECRET);

/** Empties a session written under another version (pure apart from mutating the session). */
export function resetIfStale(session: AppSession): AppSession {
  if (session.get("version") === SESSION_VERSION) return session;
  for (const key of Object.keys(session.data)) session.unset(key as keyof SessionData);
  session.set("version", SESSION_VERSION);
  return session;
}

/** A fresh, empty session (login, logout and impersonation start from one: a new cookie). */
export async function newSession(storage = sessionStorage): Promise<AppSession> {
  const session = await storage.getSession();
  session.set("version", SESSION_VERSION);
  return session;
}

export async function commitSession(request: Request, session: AppSession): Promise<string> {
  return sessionStorage.commitSession(session, { secure: secureFor(request) });
}

export async function destroySessionHeader(request: Request, session?: AppSession): Promise<string> {
  return sessionStorage.destroySession(session ?? (await sessionStorage.getSession()), {
    secure: secureFor(request),
    maxAge: 0,
  });
}

/** The maintenance page (spec §2): every loader and action stops here while MAINTENANCE_MODE is set. */
export function assertNotMaintenance(): void {
  invariantResponse(!isMaintenance(), "The site is under maintenance. Please try again later.", {
    status: 503,
    headers: { "Retry-After": "600" },
  });
}

/** Design §4: a non-GET request from another origin is refused before any session is read. */
export function assertSameOrigin(request: Request): void {
  const refusal = crossOriginRefusal(request);
  if (refusal) throw forbidden(`Cross-site request refused (${refusal}).`);
}

/**
 * Every loader and action reads the session through here, so none can skip the maintenance switch or
 * the origin check.
 */
export async function getOptionalSession(request: Request): Promise<AppSession> {
  assertNotMaintenance();
  assertSameOrigin(request);
  return resetIfStale(await sessionStorage.getSession(request.headers.get("cookie")));
}

/**
 * One request's caller of the backend (`api(caller)`, docs/decisions/0094): the session's token and the
 * impersonated affiliate (the `acting-as` header), read from the cookie once.
 */
export interface SessionCaller {
  request: Request;
  token: string | null;
  actingAs: number | null;
  /** The request's backend reads, shared by its loaders (docs/decisions/0325). */
  reads: RequestMemo | null;
}

/** The affiliate the calls act for while impersonating (docs/decisions/0042), else null. */
export const actingAsOf = (session: AppSession): number | null => session.get("selectedUser")?.id ?? null;

/** The load context's backend reads; none when the server made no context (a test calling a loader). */
const readsOf = (context: AppLoadContext): RequestMemo | null => context.backendReads ?? null;

/** The backend caller of a session that may not be logged in (the root loader, public images). */
export function callerOf(request: Request, context: AppLoadContext, session: AppSession): SessionCaller {
  return { request, token: session.get("token") ?? null, actingAs: actingAsOf(session), reads: readsOf(context) };
}

export interface AuthedSession extends SessionCaller {
  session: AppSession;
  token: string;
  sysUser: SessionUser;
  /** Whom the pages act for: the impersonated user, else the logged-in one. */
  user: SessionUser;
}

/** A logged-in session, or a redirect: to /login without a token, to /reset-password while a change is forced. */
export async function requireSession(request: Request, context: AppLoadContext): Promise<AuthedSession> {
  const session = await getOptionalSession(request);
  const token = session.get("token");
  const sysUser = session.get("sysUser");
  if (!token || !sysUser) throw redirect("/login");
  if (session.get("forcePasswordChange")) throw redirect("/reset-password");
  const user = session.get("selectedUser") ?? sysUser;
  return { request, session, token, sysUser, user, actingAs: actingAsOf(session), reads: readsOf(context) };
}

export function isLoggedIn(session: AppSession): boolean {
  return Boolean(session.get("token") && session.get("sysUser"));
}

/** Logs out locally: a redirect to /login that destroys the session cookie, with a toast. */
export async function logoutRedirect(request: Request, toast: ToastInput): Promise<Response> {
  const headers = new Headers();
  headers.append("Set-Cookie", await destroySessionHeader(request));
  headers.append("Set-Cookie", await toastHeader(toast));
  return redirect("/login", { headers });
}

export const SESSION_EXPIRED_MESSAGE = "Your session has expired. Please log in again.";
