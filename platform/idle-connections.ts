import type { Server } from "node:http";

/**
 * Keeps idle keep-alive connections 65 s, longer than any caller keeps its pooled ones (undici a few
 * seconds, a load balancer commonly 60 s, the e2e fault proxy 20 s), so the caller always closes first and
 * never sends a request on a connection being closed (docs/decisions/0141, 0305).
 */
export function outlastCallersIdleConnections(server: Server): void {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}
