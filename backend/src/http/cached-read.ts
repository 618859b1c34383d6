import type { MiddlewareHandler } from "hono";
import { LRUCache } from "lru-cache";
import { businessToday, type AppDeps } from "../context";
import type { Db } from "../db/client";
import type { AppEnv } from "./actor";

interface Answer {
  dataVersion: string;
  body: string;
  contentType: string;
}

/** Up to this many characters of answers per database, least recently read dropped first. */
const MAX_CHARS = 32_000_000;
const caches = new WeakMap<Db, LRUCache<string, Answer>>();

function cacheOf(db: Db): LRUCache<string, Answer> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, Answer>({ maxSize: MAX_CHARS, sizeCalculation: (a, key) => a.body.length + key.length });
    caches.set(db, cache);
  }
  return cache;
}

/**
 * A read call's 200 answer, kept and answered again while the database is unchanged (docs/decisions/0293).
 * The version is Postgres's snapshot (`pg_current_snapshot()`, read with the token): any committed write,
 * by any process, changes it for good, so an answer is only reused when nothing can have changed since it
 * was computed. The key is everything else a read's answer depends on: the method, URL and body (a read the
 * spec made a POST), who asks (user, role, the affiliate acted as) and the business date. Only for calls
 * whose answer depends on the time of day through that date alone; a handler whose answer this time is not
 * such a read sets `answerNotKept`. Goes after `tokenAuth`.
 */
export function cachedRead(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { userId, role, actingAsUserId } = c.get("actor");
    const dataVersion = c.get("dataVersion");
    const today = businessToday(deps);
    const body = c.req.method === "GET" ? "" : await c.req.text();
    const key = `${userId} ${role} ${actingAsUserId} ${today} ${c.req.method} ${c.req.url} ${body}`;
    const cache = cacheOf(deps.db);
    const kept = cache.get(key);
    if (kept?.dataVersion === dataVersion) return c.body(kept.body, 200, { "content-type": kept.contentType });
    await next();
    if (c.res.status !== 200 || c.get("answerNotKept")) return;
    const contentType = c.res.headers.get("content-type") ?? "application/json";
    cache.set(key, { dataVersion, body: await c.res.clone().text(), contentType });
  };
}
