/**
 * The header the web server (scripts/web-server.ts) sets on every browser request it hands to Remix: a
 * number of its own, replacing any the browser sent. Remix gives each loader its own copy of the request,
 * headers included, so this is how the loaders of one request know they serve the same one.
 */
export const REQUEST_NUMBER_HEADER = "x-coach-hub-request";

/**
 * Identical backend reads in flight at once for one browser request share one call (docs/decisions/0298).
 * A document request runs its loaders side by side, and a child dialog's loader reads what its parent's
 * does (the contact, its plans): the second read joins the first instead of making the backend answer
 * twice. Only reads of the same URL by the same caller (the request, and the token, acting-as and address
 * it sends) join, and only while the first is unanswered. A write by that caller lets later reads start
 * afresh, so a loader's read after its action's change never gets an answer begun before it.
 */
export class CoalescedReads<T> {
  private readonly inFlight = new Map<string, { caller: string; answer: Promise<T> }>();

  read(caller: string, url: string, call: () => Promise<T>): Promise<T> {
    const key = `${caller}\n${url}`;
    const pending = this.inFlight.get(key);
    if (pending) return pending.answer;
    const answer = call();
    const entry = { caller, answer };
    this.inFlight.set(key, entry);
    const settle = () => {
      if (this.inFlight.get(key) === entry) this.inFlight.delete(key);
    };
    answer.then(settle, settle);
    return answer;
  }

  /** A write by `caller`: its reads in flight are not joined any more. */
  wrote(caller: string): void {
    for (const [key, entry] of this.inFlight) if (entry.caller === caller) this.inFlight.delete(key);
  }
}
