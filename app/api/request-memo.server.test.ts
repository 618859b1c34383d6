import { describe, expect, it } from "vitest";
import { RequestMemo } from "./request-memo.server";

/** A call that answers when told to, counting how often it was made. */
function deferredCalls() {
  const resolvers: ((value: string) => void)[] = [];
  const rejecters: ((error: Error) => void)[] = [];
  const call = () =>
    new Promise<string>((resolve, reject) => {
      resolvers.push(resolve);
      rejecters.push(reject);
    });
  return { call, resolvers, rejecters };
}

describe("RequestMemo", () => {
  it("answers every read of one key with the first call, in flight or answered", async () => {
    const memo = new RequestMemo();
    const { call, resolvers } = deferredCalls();
    const first = memo.read("/contact/1", call);
    const second = memo.read("/contact/1", call);
    resolvers[0]!("contact 1");
    expect(await Promise.all([first, second, memo.read("/contact/1", call)])).toEqual(["contact 1", "contact 1", "contact 1"]);
    expect(resolvers).toHaveLength(1);
  });

  it("makes a call per key, and per memo: another request has its own", () => {
    const [one, other] = [new RequestMemo(), new RequestMemo()];
    const { call, resolvers } = deferredCalls();
    void one.read("/contact/1", call);
    void one.read("/contact/2", call);
    void other.read("/contact/1", call);
    expect(resolvers).toHaveLength(3);
  });

  it("keeps no failed call, and forgets everything after a write", async () => {
    const memo = new RequestMemo();
    const { call, resolvers, rejecters } = deferredCalls();
    const failed = memo.read("/contact/1", call);
    rejecters[0]!(new Error("unreachable"));
    await expect(failed).rejects.toThrow("unreachable");
    void memo.read("/contact/1", call);
    expect(resolvers).toHaveLength(2);
    memo.clear();
    void memo.read("/contact/1", call);
    expect(resolvers).toHaveLength(3);
  });

  it("keeps no answer that `keep` refuses: the backend's refusal of a read is asked again by the next read", async () => {
    const memo = new RequestMemo();
    const { call, resolvers } = deferredCalls();
    const isOk = (answer: string) => answer !== "423 being migrated";
    const refused = memo.read("/user/7", call, isOk);
    const meanwhile = memo.read("/user/7", call, isOk);
    resolvers[0]!("423 being migrated");
    expect(await Promise.all([refused, meanwhile])).toEqual(["423 being migrated", "423 being migrated"]);
    const again = memo.read("/user/7", call, isOk);
    resolvers[1]!("user 7");
    expect(await again).toBe("user 7");
    expect(resolvers).toHaveLength(2);
  });
});
