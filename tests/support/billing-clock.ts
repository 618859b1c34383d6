import { backend, backendLogin, demo } from "./backend";

/**
 * The billing clock for one date and one affiliate (the test clock, docs/decisions/0259), run by the demo's
 * finance user through POST /api/v1/billing/run, so the demo data other tests read is left alone.
 */
export async function runClock(date: string, affiliateId: number) {
  const token = await backendLogin(demo.finance);
  const res = await backend<{ issued: { count: number }; charged: { count: number }; declined: { count: number } }>(
    "POST",
    "/api/v1/billing/run",
    { token, body: { date, affiliateId } },
  );
  if (res.status !== 200) throw new Error(`billing run ${date}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
