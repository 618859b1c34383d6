import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface FirstLoad {
  js: number;
  css: number;
  files: number;
}

/**
 * The gzip size of every script and stylesheet a server-rendered page makes the browser load: the
 * `/assets/…` files its HTML names (stylesheets, module preloads, the entry import), read from the build.
 */
export function firstLoadOf(html: string, clientBuildDir: string): FirstLoad {
  const files = new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? []);
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
