import { z } from "zod";
import { defineCall, raw } from "./define";
import { pathText } from "./fields";

const resource = "Reference";

/** The backend's own description: its health, this document and its readable page. */
export const referenceCalls = {
  health: defineCall({
    method: "GET",
    path: "/health",
    resource,
    summary: "Whether the backend answers",
    access: "public",
    answers: { 200: z.object({ ok: z.literal(true) }) },
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
