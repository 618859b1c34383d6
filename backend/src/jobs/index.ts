import type { AppDeps } from "../context";
import type { JobQueue } from "../integrations/queue/queue";
import { defineBillingSchedule, startBillingSchedule } from "./billing-schedule";
import { defineConnectTransfers, workConnectTransfers } from "./connect-transfers";
import { defineEmailQueue, startEmailWorker } from "./email";
import { defineStripeEvents, workStripeEvents } from "./stripe-events";

export { createJobs } from "../integrations/queue/queue";

/** Every queue (idempotent): a process that only enqueues needs them too. */
export async function defineJobs(queue: JobQueue): Promise<void> {
  await defineBillingSchedule(queue);
  await defineEmailQueue(queue);
  await defineStripeEvents(queue);
  await defineConnectTransfers(queue);
}

/**
 * The backend's jobs (docs/decisions/0345): every queue is defined at start (an enqueue needs its queue),
 * and a worker (JOBS_WORKER=on in the backend, or `npm run worker`) registers the handlers by name and
 * keeps the schedules. A new kind of job: a define…() here, and its handler in the worker branch.
 */
export async function startJobs(
  queue: JobQueue,
  deps: AppDeps,
  options: { worker: boolean; log?: (line: string) => void },
): Promise<JobQueue> {
  await queue.start();
  await defineJobs(queue);
  if (options.worker) {
    await startEmailWorker(queue, deps);
    await startBillingSchedule(queue, deps, options.log);
    await workStripeEvents(queue, deps);
    await workConnectTransfers(queue, deps);
  }
  return queue;
}
