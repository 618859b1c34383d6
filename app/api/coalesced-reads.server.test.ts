import { describe, expect, it } from "vitest";
import { CoalescedReads } from "./coalesced-reads.server";

/** A call that answers when told to, counting how often it was made. */
function deferredCalls() {
  const resolvers: ((value: string) => void)[] = [];
  const call = () => new Promise<string>((resolve) => resolvers.push(resolve));
  return { call, resolvers };
}

describe("coalesced reads", () => {
  it("a read made while the same caller's identical read is unanswered shares its answer", async () => {
    const reads = new CoalescedReads<string>();
    const { call, resolvers } = deferredCalls();
    const first = reads.read("token-a", "/contact/1", call);
    const second = reads.read("token-a", "/contact/1", call);
    expect(resolvers).toHaveLength(1);
    resolvers[0]!("contact 1");
    expect(await Promise.all([first, second])).toEqual(["contact 1", "contact 1"]);
  });

  it("another caller, another URL, or a read after the answer makes its own call", async () => {
    const reads = new CoalescedReads<string>();
    const { call, resolvers } = deferredCalls();
    void reads.read("token-a", "/contact/1", call);
    void reads.read("token-b", "/contact/1", call);
    void reads.read("token-a", "/contact/2", call);
    expect(resolvers).toHaveLength(3);
    resolvers[0]!("answered");
    await Promise.resolve();
    void reads.read("token-a", "/contact/1", call);
    expect(resolvers).toHaveLength(4);
  });

  it("after a write by the caller, a read starts afresh; another caller's reads still join", () => {
    const reads = new CoalescedReads<string>();
    const { call, resolvers } = deferredCalls();
    void reads.read("token-a", "/contact/1", call);
    void reads.read("token-b", "/contact/1", call);
    reads.wrote("token-a");
    void reads.read("token-a", "/contact/1", call);
    void reads.read("token-b", "/contact/1", call);
    expect(resolvers).toHaveLength(3);
  });

  it("a failed read is shared, and the next read tries again", async () => {
    const reads = new CoalescedReads<string>();
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(new Error("unreachable"));
    };
    const results = await Promise.allSettled([reads.read("t", "/u", failing), reads.read("t", "/u", failing)]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(await reads.read("t", "/u", () => Promise.resolve("ok"))).toBe("ok");
    expect(calls).toBe(1);
  });
});
