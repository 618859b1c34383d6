import type { AppDeps } from "../context";
import { createJobQueue, type JobQueue } from "../integrations/queue/queue";
import { defineBillingSchedule, startBillingSchedule } from "./billing-schedule";
import { defineConnectTransfers, workConnectTransfers } from "./connect-transfers";
import { defineStripeEvents, workStripeEvents } from "./stripe-events";

/**
 * The backend's jobs (docs/decisions/0345): every queue is defined at start (an enqueue needs its queue),
 * and a worker (JOBS_WORKER=on in the backend, or `npm run worker`) registers the handlers by name and
 * keeps the schedules. A new kind of job: a define…() here, and its handler in the worker branch.
 */
export async function startJobs(
  base: Omit<AppDeps, "jobs">,
  options: { worker: boolean; log?: (line: string) => void },
): Promise<JobQueue> {
  const { env } = base;
  const queue = createJobQueue(base.db, {
    worker: options.worker,
    retryLimit: env.JOBS_RETRY_LIMIT,
    retryDelaySeconds: env.JOBS_RETRY_DELAY_SECONDS,
    pollIntervalSeconds: env.JOBS_POLL_INTERVAL_SECONDS,
    shutdownTimeoutSeconds: env.JOBS_SHUTDOWN_TIMEOUT_SECONDS,
  });
  await queue.start();
  // Handlers may enqueue too.
  const deps: AppDeps = { ...base, jobs: queue };
  await defineBillingSchedule(queue);
  await defineStripeEvents(queue);
  await defineConnectTransfers(queue);
  if (options.worker) {
    await startBillingSchedule(queue, deps, options.log);
    await workStripeEvents(queue, deps);
    await workConnectTransfers(queue, deps);
  }
  return queue;
}
