import { STATUS_CODES } from "node:http";
import { Agent, request as undiciRequest } from "undici";
import { z } from "zod";
import { signedClientAddressHeaders } from "@domain/client-address-signature";
import { requestHost } from "~/auth/origin";
import { logoutRedirect, SESSION_EXPIRED_MESSAGE } from "~/auth/session.server";
import { serviceUnavailable } from "~/lib/responses";
import type { RequestMemo } from "./request-memo.server";

/** The header naming the impersonated affiliate on every call made while impersonating. */
export const ACTING_AS_HEADER = "acting-as";

/** A failed backend call: its status and the backend's `{ message }` (or ours when it gave none). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const BACKEND_UNEXPECTED = "The server gave an unexpected answer. Please try again later.";

export interface CallOptions {
  /** Turn a 401 into a logout redirect (default). Off for calls made without a session (login, reset). */
  logoutOn401?: boolean;
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
}

export interface BackendHttpOptions {
  baseUrl: string;
  /** The incoming browser request: gives referrer-host and the cookie to destroy on 401. */
  request: Request;
  /**
   * The browser's address as our server observed it (never the browser's own x-forwarded-for), sent signed
   * with `clientAddressSecret` for the backend's per-IP limits (docs/decisions/0105, 0311). Only the access
   * calls need it.
   */
  clientAddress?: string | null;
  /** INTERNAL_API_SECRET, shared with the backend; without it no address is sent. */
  clientAddressSecret?: string;
  token?: string | null;
  /**
   * How long a call may wait for the backend's answer (API_TIMEOUT_MS; default 5 s): past it the backend is
   * unavailable, as when it cannot be reached or answers 503 (docs/decisions/0343).
   */
  timeoutMs?: number;
  /**
   * The impersonated affiliate's id, sent as the `acting-as` header (docs/decisions/0042, 0094). The
   * session gives it once per request; absent or null sends none.
   */
  actingAs?: number | null;
  /** The browser request's reads, shared by its loaders (docs/decisions/0325); without it every read is made. */
  reads?: RequestMemo | null;
  /** A client portal session, sent as the `portal-session` header (never as `token`; docs/decisions/0386). */
  portalSession?: string | null;
}

/** The header of a client portal session (backend/src/features/client-portal/portal-auth.ts). */
export const PORTAL_SESSION_HEADER = "portal-session";

/**
 * Keep-alive connections to the backend shared by every request of this server. JSON calls go through
 * undici's `request` rather than `fetch`: a quarter of fetch's CPU per call (no WHATWG Request, Response
 * and streams around a body that is read whole anyway; docs/decisions/0287).
 */
const backendConnections = new Agent({ keepAliveTimeout: 30_000 });

/** What a JSON call needs of an answer. */
interface Answer {
  status: number;
  statusText: string;
  text(): Promise<string>;
}

/** No answer from the backend in time (refused, reset, timed out): shared by the reads of one request. */
class BackendUnavailable extends Error {}

export const DEFAULT_TIMEOUT_MS = 5_000;

/**
 * The only way the web app talks to a backend: adds the `token` and `referrer-host` headers, sends the
 * observed client address signed, parses every answer with zod, turns a 401 into a logout redirect (thrown),
 * an outage — no answer within the bound, or a 503 — into the 503 page (a Response, thrown; docs/decisions/0343)
 * and any other failure into an ApiError (thrown).
 */
export class BackendHttp {
  constructor(private readonly options: BackendHttpOptions) {}

  get<T>(path: string, schema: z.ZodType<T>, opts?: CallOptions) {
    return this.send("GET", path, undefined, schema, opts);
  }
  post<T>(path: string, body: unknown, schema: z.ZodType<T>, opts?: CallOptions) {
    return this.send("POST", path, body, schema, opts);
  }
  put<T>(path: string, body: unknown, schema: z.ZodType<T>, opts?: CallOptions) {
    return this.send("PUT", path, body, schema, opts);
  }
  delete<T>(path: string, schema: z.ZodType<T>, opts?: CallOptions) {
    return this.send("DELETE", path, undefined, schema, opts);
  }

  /** A raw GET (files, images): the response is returned as is when OK. */
  async raw(path: string, opts: CallOptions = {}): Promise<Response> {
    const response = await this.fetch("GET", path, undefined, opts);
    if (!response.ok) await this.fail(response, opts);
    return response;
  }

  /** A raw POST without a body (file downloads): the response is returned as is when OK. */
  async rawPost(path: string, opts: CallOptions = {}): Promise<Response> {
    const response = await this.fetch("POST", path, undefined, opts);
    if (!response.ok) await this.fail(response, opts);
    return response;
  }

  private url(path: string, query?: CallOptions["query"]): string {
    const url = new URL(this.options.baseUrl + (path.startsWith("/") ? path : `/${path}`));
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    return url.toString();
  }

  private headers(hasBody: boolean): Record<string, string> {
    const { request, token, actingAs, clientAddress, clientAddressSecret, portalSession } = this.options;
    const headers: Record<string, string> = { accept: "application/json", "referrer-host": requestHost(request) };
    if (hasBody) headers["content-type"] = "application/json";
    if (token) headers.token = token;
    if (portalSession) headers[PORTAL_SESSION_HEADER] = portalSession;
    if (clientAddress && clientAddressSecret)
      Object.assign(headers, signedClientAddressHeaders(clientAddressSecret, clientAddress));
    if (token && actingAs) headers[ACTING_AS_HEADER] = String(actingAs);
    return headers;
  }

  /**
   * A raw call's answer as a WHATWG Response (a file streamed through to the browser). The bound is on its
   * headers: a large file then streams as long as it takes.
   */
  private async fetch(method: string, path: string, body: unknown, opts: CallOptions): Promise<Response> {
    const late = new AbortController();
    const timer = setTimeout(() => late.abort(), this.timeoutMs);
    try {
      return await fetch(this.url(path, opts.query), {
        method,
        headers: this.headers(body !== undefined),
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: late.signal,
        redirect: "manual",
      });
    } catch (error) {
      console.error(`[backend] ${method} ${path} unavailable: ${reasonOf(error)}`);
      throw serviceUnavailable();
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * A JSON call's answer, its body read whole. A GET is made once per browser request, URL and caller (the
   * token and acting-as it sends); any other call empties the request's reads before and after it.
   */
  private async call(method: string, path: string, body: unknown, opts: CallOptions): Promise<Answer> {
    const url = this.url(path, opts.query);
    const { reads, token, actingAs, portalSession } = this.options;
    if (!reads) return this.callOnce(method, url, path, body);
    if (method === "GET")
      return reads.read(
        `${url} ${token ?? ""} ${actingAs ?? ""} ${portalSession ?? ""}`,
        () => this.callOnce(method, url, path, body),
        (answer) => answer.status >= 200 && answer.status <= 299,
      );
    reads.clear();
    try {
      return await this.callOnce(method, url, path, body);
    } finally {
      reads.clear();
    }
  }

  private async callOnce(method: string, url: string, path: string, body: unknown): Promise<Answer> {
    try {
      const answer = await undiciRequest(url, {
        dispatcher: backendConnections,
        method: method as "GET",
        headers: this.headers(body !== undefined),
        body: body === undefined ? undefined : JSON.stringify(body),
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
      });
      const text = await answer.body.text();
      return { status: answer.statusCode, statusText: STATUS_CODES[answer.statusCode] ?? "", text: async () => text };
    } catch (error) {
      console.error(`[backend] ${method} ${path} unavailable: ${reasonOf(error)}`);
      throw new BackendUnavailable();
    }
  }

  private get timeoutMs() {
    return this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  private async fail(response: Answer, opts: CallOptions): Promise<never> {
    // Each caller throws a Response of its own: a Response's body is read once, and loaders share reads.
    if (response.status === 503) throw serviceUnavailable();
    const message = await messageOf(response);
    if (response.status === 401 && (opts.logoutOn401 ?? true)) {
      throw await logoutRedirect(this.options.request, { message: SESSION_EXPIRED_MESSAGE, type: "error" });
    }
    throw new ApiError(response.status, message);
  }

  private async send<T>(method: string, path: string, body: unknown, schema: z.ZodType<T>, opts: CallOptions = {}) {
    const response = await this.call(method, path, body, opts).catch((error: unknown) => {
      throw error instanceof BackendUnavailable ? serviceUnavailable() : error;
    });
    if (response.status < 200 || response.status > 299) return this.fail(response, opts);
    const text = await response.text();
    let json: unknown = undefined;
    if (text !== "") {
      try {
        json = JSON.parse(text);
      } catch {
        console.error(`[backend] ${method} ${path}: answer is not JSON`);
        throw new ApiError(502, BACKEND_UNEXPECTED);
      }
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      console.error(`[backend] ${method} ${path}: answer does not match the contract`, parsed.error.issues);
      throw new ApiError(502, BACKEND_UNEXPECTED);
    }
    return parsed.data;
  }
}

/** One line for the log: an outage repeats on every call while it lasts. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
  return `${error.name}: ${error.message}${cause}`;
}

async function messageOf(response: Answer): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === "object" && typeof (body as { message?: unknown }).message === "string") {
      return (body as { message: string }).message;
    }
  } catch {
    // not JSON: fall through
  }
  // A 5xx that is not the backend's own { message } (a proxy's page, a stack trace) is not shown to users.
  if (response.status >= 500) return BACKEND_UNEXPECTED;
  return text.trim().slice(0, 300) || response.statusText || `Request failed (${response.status})`;
}
