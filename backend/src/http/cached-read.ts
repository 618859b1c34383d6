import type { Context, MiddlewareHandler } from "hono";
import { LRUCache } from "lru-cache";
import { businessToday, type AppDeps } from "../context";
import type { Db } from "../db/client";
import { currentSnapshot } from "../db/snapshot";
import type { AppEnv } from "./actor";

interface Answer {
  dataVersion: string;
  body: string;
  contentType: string;
  /** The answer's last instant (ms), when a handler bounded it. */
  until?: number;
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
 * The answer kept for this request's key and data version, or the handler's answer, kept when it is a 200
 * the handler did not mark. `whoOf` names whoever the answer is for (a user, or the public).
 */
const keptOrAnswered =
  (deps: AppDeps, whoOf: (c: Context<AppEnv>) => string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const dataVersion = c.get("dataVersion");
    const today = businessToday(deps);
    const body = c.req.method === "GET" ? "" : await c.req.text();
    const key = `${whoOf(c)} ${today} ${c.req.method} ${c.req.url} ${body}`;
    const cache = cacheOf(deps.db);
    const kept = cache.get(key);
    if (kept?.dataVersion === dataVersion && (kept.until === undefined || deps.now().getTime() < kept.until)) {
      return c.body(kept.body, 200, { "content-type": kept.contentType });
    }
    await next();
    if (c.res.status !== 200 || c.get("answerNotKept")) return;
    const contentType = c.res.headers.get("content-type") ?? "application/json";
    const until = c.get("answerKeptUntil")?.getTime();
    cache.set(key, { dataVersion, body: await c.res.clone().text(), contentType, until });
  };

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
  return keptOrAnswered(deps, (c) => {
    const { userId, role, actingAsUserId } = c.get("actor");
    return `${userId} ${role} ${actingAsUserId}`;
  });
}

/**
 * `cachedRead` for a public call, whose URL holds its credential (a signing or card-update link): the data
 * version is read on its own, and the answer is the same for whoever asks (docs/decisions/0301).
 */
export function cachedPublicRead(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const kept = keptOrAnswered(deps, () => "public");
  return async (c, next) => {
    c.set("dataVersion", await currentSnapshot(deps.db));
    return kept(c, next);
  };
}
