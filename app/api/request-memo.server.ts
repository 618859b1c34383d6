/**
 * The backend reads of one browser request (docs/decisions/0325). The load context of each request holds
 * a new one (app/load-context.server.ts), so the root's, the route's and a dialog's loaders, which run side
 * by side and often read the same contact or plans, share one call per read. It lives as long as the
 * request: nothing outlives it, and a write through it empties it, so a read after the request's own
 * change is made afresh.
 */
export class RequestMemo {
  private readonly answers = new Map<string, Promise<unknown>>();

  /**
   * The answer of the first read under `key` in this request. A call that fails, or whose answer `keep`
   * refuses (a refusal the backend answered), is shared only by the reads made while it was in flight: the
   * next read calls again, as a read after a failed action's own read must.
   */
  read<T>(key: string, call: () => Promise<T>, keep: (answer: T) => boolean = () => true): Promise<T> {
    const kept = this.answers.get(key);
    if (kept) return kept as Promise<T>;
    const answer = call();
    this.answers.set(key, answer);
    const forget = () => {
      if (this.answers.get(key) === answer) this.answers.delete(key);
    };
    answer.then((value) => (keep(value) ? undefined : forget()), forget);
    return answer;
  }

  /** A write by this request: every read after it calls the backend again. */
  clear(): void {
    this.answers.clear();
  }
}
