import type { AppDeps } from "../context";
import { processStripeEvent, STRIPE_EVENT_JOB, type StripeEventJob } from "../features/payments/stripe-webhooks.service";
import type { JobQueue } from "../integrations/queue/queue";

/** A stored Stripe event is processed by a job, retried with the queue's backoff (docs/decisions/0351). */
export async function defineStripeEvents(queue: JobQueue): Promise<void> {
  await queue.define(STRIPE_EVENT_JOB);
}

export async function workStripeEvents(queue: JobQueue, deps: AppDeps): Promise<void> {
  await queue.work<StripeEventJob>(STRIPE_EVENT_JOB, (job) => processStripeEvent(deps, job.eventId));
}
