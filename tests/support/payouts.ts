import { backend, demo } from "./backend";
import { loginAs } from "./contact-records";

/** Today in the business time zone (the demo seed names its bill export with it). */
export const businessDay = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(),
  );

/**
 * The demo's bill payment export (report 9): the seed exports last month's net payments of the affiliates
 * without a connected account, as export 1 of the day it ran (backend/src/seed/demo/payouts.ts).
 */
export async function demoBillExport() {
  // A run that started before midnight in the business time zone was seeded the day before.
  for (const day of [businessDay(), dayBefore(businessDay())]) {
    const found = await findBillExport(`BPE-${day.replaceAll("-", "")}-0001`);
    if (found) return found;
  }
  throw new Error("no demo bill export (BPE-{seed day}-0001)");
}

/** The day before an ISO day. */
export const dayBefore = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** A bill payment export as finance's GET /api/v1/bill/find-export/{controlNumber} answers it. */
export async function billExport(controlNumber: string) {
  const found = await findBillExport(controlNumber);
  if (!found) throw new Error(`no bill export ${controlNumber}`);
  return found;
}

async function findBillExport(controlNumber: string) {
  const { token } = await loginAs(demo.finance);
  const found = await backend<{
    controlNumber: string;
    payments: {
      affiliateID: number;
      affiliateName: string;
      currency: string;
      amount: number;
      invoiceCount: number;
      status: string;
    }[];
    totals: { currency: string; amount: number }[];
  }>("GET", `/api/v1/bill/find-export/${controlNumber}`, { token });
  if (found.status === 404) return null;
  if (found.status !== 200) throw new Error(`bill export ${controlNumber}: ${found.status}`);
  return found.body;
}

type ReportAnswer = { columnList: { name: string }[]; data: { values: unknown[] }[] };

/**
 * Report 11, operation 1, through the backend for a period, run until no transfer of the period is left
 * pending (each is a job, docs/decisions/0352; a rerun never pays twice): what the period's transfers are
 * before a test adds its own — the demo's connected affiliate may be owed for it too.
 */
export async function settledTransfers(financeToken: string, financeId: number, start: string, end: string) {
  for (let tries = 0; tries < 100; tries++) {
    const res = await backend<ReportAnswer>("POST", `/report/run/11/8/${financeId}`, {
      token: financeToken,
      body: [
        { name: "@Operation", value: "1" },
        { name: "@StartDate", value: start },
        { name: "@EndDate", value: end },
      ],
    });
    if (res.status !== 200) throw new Error(`transfers run: ${res.status} ${JSON.stringify(res.body)}`);
    const statuses = statusesOf(res.body);
    if (!statuses.includes("Pending")) {
      const paid = statuses.filter((s) => s === "Paid").length;
      return { paid, notPaid: statuses.length - paid };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the transfers of ${start}..${end} stayed pending`);
}

function statusesOf(answer: ReportAnswer): unknown[] {
  const names = answer.columnList.map((c) => c.name);
  const status = names.indexOf("Status");
  if (status < 0) throw new Error(`no Status column in ${JSON.stringify(names)}`);
  return answer.data.map((row) => row.values[status]);
}
