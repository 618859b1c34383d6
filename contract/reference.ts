import { z } from "zod";
import { defineCall, raw } from "./define";
import { pathText } from "./fields";

const resource = "Reference";

/** One dependency's state in GET /health. */
const CheckState = z.enum(["up", "down"]);

/**
 * What GET /health checks, by name (docs/decisions/0343, 0350). A new dependency is one more field here and
 * one more check in the backend's `HEALTH_CHECKS`.
 */
export const HealthChecks = z.object({
  database: CheckState.describe("A trivial query answered within HEALTH_CHECK_TIMEOUT_MS."),
  queue: CheckState.describe(
    "The job queue's schema (pgboss.version) answered within HEALTH_CHECK_TIMEOUT_MS and, in a process that works jobs, its workers are running and their last fetch did not fail.",
  ),
});

export const Healthy = z
  .object({ ok: z.literal(true), checks: HealthChecks })
  .meta({ id: "Healthy", description: "Every dependency answers." });

export const Unhealthy = z
  .object({
    ok: z.literal(false),
    message: z.string().describe("What is down, e.g. 'The database does not answer.'"),
    checks: HealthChecks,
  })
  .meta({ id: "Unhealthy", description: "A dependency does not answer: this instance should take no traffic." });

/** The backend's own description: its health, this document and its readable page. */
export const referenceCalls = {
  health: defineCall({
    method: "GET",
    path: "/health",
    resource,
    summary: "Whether the backend, its database and its job queue answer (for a load balancer's health check)",
    description:
      "200 when every dependency answers within a short bound; 503 naming what is down otherwise, so a load " +
      "balancer stops sending traffic to an instance that could answer nothing else.",
    access: "public",
    answers: { 200: Healthy, 503: Unhealthy },
  }),
  openApi: defineCall({
    method: "GET",
    path: "/openapi.json",
    resource,
    summary: "This document: every call, generated from the contract (OpenAPI 3.1)",
    access: "public",
    answers: { 200: raw("application/json", "The OpenAPI 3.1 document.") },
  }),
  docs: defineCall({
    method: "GET",
    path: "/docs",
    resource,
    summary: "The readable reference of this document (Swagger UI, served by the backend)",
    access: "public",
    answers: { 200: raw("text/html", "The reference page.") },
  }),
  docsAsset: defineCall({
    method: "GET",
    path: "/docs/{file}",
    resource,
    summary: "A script or style sheet of the reference page",
    access: "public",
    params: z.object({ file: pathText("swagger-ui-bundle.js, swagger-ui.css or docs.js.") }),
    answers: { 200: raw("application/octet-stream", "The file (JavaScript or CSS).") },
    errors: [404],
  }),
};
