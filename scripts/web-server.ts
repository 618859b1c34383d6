// The web app's server (npm run web, npm start): what remix-serve did — compression, the built assets,
// public/, a request log — plus the observed client address for the backend's per-IP login limit
// (docs/decisions/0105), which remix-serve cannot give a loader.
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { installGlobals, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import morgan from "morgan";
import type { IncomingMessage, ServerResponse } from "node:http";
import { secureAnswer } from "../app/answer-headers.server";
import { REFUSED_ORIGIN_HEADER, crossOriginRefusal, isSafeMethod } from "../app/auth/origin";
import { keepTrustedForwardedHeaders } from "../app/auth/forwarded-headers.server";
import { newLoadContext } from "../app/load-context.server";
import { clientAddressThrough } from "@domain/client-address";
import { outlastCallersIdleConnections } from "../platform/idle-connections";
import { webServerEnv } from "./env";

const env = webServerEnv();
// The app's own settings first, so that a refused start (SESSION_SECRET in production) says why in one line.
await import("../app/env.server").catch((error: unknown) => {
  console.error(`Coach Hub web app refuses to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
const buildPath = path.resolve(process.argv[2] ?? "build/server/index.js");
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
installGlobals({ nativeFetch: build.future.v3_singleFetch });

/** The socket's address, or through TRUST_PROXY_HOPS proxies the entry the outermost one wrote. */
function observedClientAddress(req: IncomingMessage): string {
  const forwardedFor = [req.headers["x-forwarded-for"] ?? []].flat().join(",");
  return clientAddressThrough(req.socket.remoteAddress ?? "unknown", forwardedFor, env.TRUST_PROXY_HOPS);
}

/**
 * Remix answers a POST whose Origin is another site's with a bare 500 before any route runs; take the
 * Origin off and name the refusal instead, so the app's own check answers 403 with its error page.
 */
function deferCrossOriginRefusal(req: IncomingMessage, _res: unknown, next: () => void) {
  if (isSafeMethod(req.method ?? "GET")) return next();
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, [value].flat().join(", "));
  const refusal = crossOriginRefusal(
    new Request(`http://${req.headers.host ?? "localhost"}${req.url}`, { method: req.method, headers }),
  );
  if (refusal) {
    delete req.headers.origin;
    req.headers[REFUSED_ORIGIN_HEADER] = refusal;
  }
  next();
}

/**
 * Every answer — pages, resource routes, data requests, assets, public/ files — leaves with nosniff and a
 * CSP refusing framing (docs/decisions/0315), set just before its headers are written, whoever wrote them.
 */
function secureEveryAnswer(_req: IncomingMessage, res: ServerResponse, next: () => void) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    secureAnswer({
      get: (name) => {
        const value = res.getHeader(name);
        return value === undefined ? null : [value].flat().join(", ");
      },
      set: (name, value) => res.setHeader(name, value),
    });
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
  next();
}

const app = express();
app.disable("x-powered-by");
app.use(secureEveryAnswer);
app.use((req: IncomingMessage, _res: unknown, next: () => void) => {
  keepTrustedForwardedHeaders(req.headers, env.TRUST_PROXY_HOPS);
  next();
});
app.use(compression());
// The hashed build assets only: a static handler at "/" would look for every page's path on disk first.
app.use(
  `${build.publicPath}assets`,
  express.static(path.join(build.assetsBuildDirectory, "assets"), { immutable: true, maxAge: "1y" }),
);
// Only the files public/ holds: a page request does not look for a file on disk first.
const publicFiles = new Set(readdirSync("public").map((name) => `/${name}`));
const servePublic = express.static("public", { maxAge: "1h" });
app.use((req: IncomingMessage & { path: string }, res: unknown, next: () => void) =>
  publicFiles.has(req.path) ? servePublic(req, res, next) : next(),
);
app.use(morgan("tiny"));
app.use(deferCrossOriginRefusal);
app.all(
  "*",
  createRequestHandler({
    build,
    mode: env.NODE_ENV,
    // A context of its own per request: its loaders share its backend reads (docs/decisions/0325).
    getLoadContext: (req: IncomingMessage) => newLoadContext(observedClientAddress(req)),
  }),
);

const onListen = () => console.log(`[web] http://${env.HOST ?? "localhost"}:${env.PORT}`);
const server = env.HOST ? app.listen(env.PORT, env.HOST, onListen) : app.listen(env.PORT, onListen);
outlastCallersIdleConnections(server);
for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => server.close());
