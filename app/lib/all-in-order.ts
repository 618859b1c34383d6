/**
 * Awaits independent calls started together, and fails as the same calls made one after another would:
 * with the first failure in the given order (a later call's failure is then ignored, never unhandled).
 */
export async function allInOrder<T extends readonly unknown[]>(
  calls: readonly [...{ [K in keyof T]: Promise<T[K]> }],
): Promise<T> {
  const settled = await Promise.allSettled(calls);
  const values = settled.map((result) => {
    if (result.status === "rejected") throw result.reason;
    return result.value;
  });
  return values as unknown as T;
}
