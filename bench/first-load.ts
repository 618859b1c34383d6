import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface FirstLoad {
  js: number;
  css: number;
  files: number;
}

/** What the browser loads from a page's HTML: stylesheets, module preloads and the inline script's imports. */
const LOADED = [
  /<link rel="(?:stylesheet|modulepreload)" href="(\/assets\/[^"]+)"/g,
  /import(?: \* as \w+ from |\()"(\/assets\/[^"]+)"/g,
];

/**
 * The gzip size of every script and stylesheet a server-rendered page makes the browser load, read from
 * the build (the route manifest inlined in the page also names other routes' files: those are not loaded).
 */
export function firstLoadOf(html: string, clientBuildDir: string): FirstLoad {
  const files = new Set(LOADED.flatMap((pattern) => [...html.matchAll(pattern)].map((m) => m[1]!)));
  const sizes = { js: 0, css: 0, files: files.size };
  for (const file of files) {
    const gzipped = gzipSync(readFileSync(path.join(clientBuildDir, file))).length;
    if (file.endsWith(".css")) sizes.css += gzipped;
    else sizes.js += gzipped;
  }
  return sizes;
}

/** Table rows of a page's table bodies (a header row is not counted). */
export function bodyRowCount(html: string): number {
  let rows = 0;
  for (const [, body] of html.matchAll(/<tbody[^>]*>([\s\S]*?)<\/tbody>/g)) rows += (body!.match(/<tr[\s>]/g) ?? []).length;
  return rows;
}
