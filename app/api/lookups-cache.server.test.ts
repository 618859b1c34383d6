import { describe, expect, test, vi } from "vitest";
import { createLookupsCache, lookupsFor, LOOKUPS_TTL_MS, ttlCache } from "./lookups-cache.server";

describe("ttlCache", () => {
  test("keeps a value for the TTL, then loads again", async () => {
    let clock = 0;
    const cache = ttlCache<number>(1000, () => clock);
    const load = vi.fn().mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    expect(await cache.get(load)).toBe(1);
    clock = 999;
    expect(await cache.get(load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    clock = 1000;
    expect(await cache.get(load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  test("concurrent misses share one load", async () => {
    const cache = ttlCache<string>(1000, () => 0);
    const load = vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve("once"), 5)));
    expect(await Promise.all([cache.get(load), cache.get(load), cache.get(load)])).toEqual(["once", "once", "once"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test("a failed load is not kept: the next call tries again", async () => {
    const cache = ttlCache<string>(1000, () => 0);
    const load = vi.fn().mockRejectedValueOnce(new Error("backend down")).mockResolvedValueOnce("back");
    await expect(cache.get(load)).rejects.toThrow("backend down");
    expect(await cache.get(load)).toBe("back");
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("createLookupsCache", () => {
  const fakeClient = () => ({
    genders: vi.fn(async () => [{ id: 1, name: "Female", sort: 1 }]),
    maritalStatuses: vi.fn(async () => [{ id: 2, name: "Married" }]),
    contactTypes: vi.fn(async () => [{ id: 3, name: "Referral" }]),
    addressTypes: vi.fn(async () => [{ id: 1, name: "Home" }]),
    taxRatesByProvince: vi.fn(async () => [{ provinceAbbr: "ON", provinceName: "Ontario", totalRate: 13, id: 9 }]),
    paymentTypes: vi.fn(async () => [{ id: 2, name: "Credit Card USA", description: "USD", sort: 2 }]),
    creditCardChargeTypes: vi.fn(async () => [{ id: 1, name: "Auto charge", sort: 1 }]),
  });

  test("one set of backend calls per TTL for every caller, trimmed to what screens show", async () => {
    let clock = 0;
    const lookups = createLookupsCache(LOOKUPS_TTL_MS, () => clock);
    const first = fakeClient();
    const second = fakeClient();
    const expected = {
      genders: [{ id: 1, name: "Female" }],
      maritalStatuses: [{ id: 2, name: "Married" }],
      contactTypes: [{ id: 3, name: "Referral" }],
      addressTypes: [{ id: 1, name: "Home" }],
      taxRates: [{ provinceAbbr: "ON", provinceName: "Ontario", totalRate: 13 }],
      paymentTypes: [{ id: 2, name: "Credit Card USA", description: "USD" }],
      chargeTypes: [{ id: 1, name: "Auto charge" }],
    };
    expect(await lookups(first)).toEqual(expected);
    clock = LOOKUPS_TTL_MS - 1;
    expect(await lookups(second)).toEqual(expected);
    for (const call of Object.values(first)) expect(call).toHaveBeenCalledTimes(1);
    for (const call of Object.values(second)) expect(call).not.toHaveBeenCalled();

    clock = LOOKUPS_TTL_MS;
    await lookups(second);
    for (const call of Object.values(second)) expect(call).toHaveBeenCalledTimes(1);
  });

  test("CACHES=off fetches them on every call; CACHES=on once", async () => {
    const off = fakeClient();
    const uncached = lookupsFor("off");
    await uncached(off);
    await uncached(off);
    expect(off.genders).toHaveBeenCalledTimes(2);
    const on = fakeClient();
    const cached = lookupsFor("on");
    await cached(on);
    await cached(on);
    expect(on.genders).toHaveBeenCalledTimes(1);
  });
});
