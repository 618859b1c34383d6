import type { AppDeps } from "../context";
import { CONNECT_TRANSFER_JOB, makeTransfer, type ConnectTransferJob } from "../features/payouts/transfers.service";
import type { JobQueue } from "../integrations/queue/queue";

/**
 * A pending payout's Connect transfer is a job (docs/decisions/0352): retried with the queue's backoff;
 * "stately", so one is queued per payout however many runs ask.
 */
export async function defineConnectTransfers(queue: JobQueue): Promise<void> {
  await queue.define(CONNECT_TRANSFER_JOB, { policy: "stately" });
}

export async function workConnectTransfers(queue: JobQueue, deps: AppDeps): Promise<void> {
  await queue.work<ConnectTransferJob>(CONNECT_TRANSFER_JOB, (job) => makeTransfer(deps, job));
}
