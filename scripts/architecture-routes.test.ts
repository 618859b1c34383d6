import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const docsDir = resolve(root, "docs");
const routesDir = resolve(root, "app/routes");
const architecture = readFileSync(resolve(docsDir, "architecture.md"), "utf8");

const isTest = (name: string) => /\.test\.tsx?$/.test(name);

/** What Remix takes for a route module: a flat `*.tsx` file in app/routes/, or a folder's `route.tsx`. */
function routeModules(): string[] {
  return readdirSync(routesDir)
    .flatMap((name) => {
      const path = join(routesDir, name);
      if (statSync(path).isDirectory()) return existsSync(join(path, "route.tsx")) ? [`${name}/route.tsx`] : [];
      return name.endsWith(".tsx") && !isTest(name) ? [name] : [];
    })
    .sort();
}

/** `| \`/url\` | what | [file](../app/routes/file) | [feature/](../app/features/feature/), … |` rows of the URL table. */
const tableRows = [...architecture.matchAll(/^\| `([^`]+)` \| [^|]+ \| \[[^\]]+\]\(([^)]+)\) \|([^|]*)\|$/gm)].map(
  ([, url, link, features]) => ({
    url: url!,
    file: resolve(docsDir, link!),
    features: [...features!.matchAll(/\]\(([^)]+)\)/g)].map(([, href]) => resolve(docsDir, href!)),
  }),
);

test("docs/architecture.md's URL table lists every route module once, and only route modules", () => {
  const listed = tableRows.map((r) => relative(routesDir, r.file)).sort();
  expect(listed).toEqual(routeModules());
});

test("every file and feature folder the URL table names exists", () => {
  const missing = tableRows.flatMap((r) => [r.file, ...r.features]).filter((path) => !existsSync(path));
  expect(missing.map((path) => relative(root, path))).toEqual([]);
});

/** The files under a folder, tests included. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The app/ files a module imports (`~/…` and relative specifiers), as paths relative to app/. */
function appImports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)].map(([, s]) => s!);
  return specifiers.flatMap((s) => {
    if (s.startsWith("~/")) return [s.slice(2)];
    if (s.startsWith(".")) return [relative(resolve(root, "app"), resolve(dirname(file), s))];
    return [];
  });
}

const appDir = resolve(root, "app");
const layerOf = (path: string) => path.split("/")[0]!;
/** A route's own place: its flat file's name without `.tsx`, or its folder. */
const routeOf = (path: string) => path.split("/")[1]!.replace(/\.tsx$/, "");
const featureOf = (path: string) => path.split("/")[1]!;

/** A route's own files: the flat file, or its folder's files (tests left out). */
const ownFiles = (file: string) =>
  file.endsWith("/route.tsx") ? filesUnder(dirname(file)).filter((path) => !isTest(path)) : [file];

test("the URL table's feature column is what each route (its module, its folder) imports from app/features/", () => {
  const differ = tableRows.flatMap((r) => {
    const imports = ownFiles(r.file).flatMap(appImports);
    const imported = [...new Set(imports.filter((p) => layerOf(p) === "features").map(featureOf))].sort();
    const listed = r.features.map((path) => relative(resolve(appDir, "features"), path)).sort();
    return JSON.stringify(imported) === JSON.stringify(listed) ? [] : [`${r.url}: imports ${imported.join(", ") || "none"}`];
  });
  expect(differ).toEqual([]);
});

test("imports keep the one rule for app/: routes → features → components, api, auth, lib", () => {
  const broken: string[] = [];
  for (const file of filesUnder(appDir)) {
    const from = relative(appDir, file);
    for (const to of appImports(file)) {
      const [fromLayer, toLayer] = [layerOf(from), layerOf(to)];
      const crossesRoutes = fromLayer === "routes" && toLayer === "routes" && routeOf(from) !== routeOf(to);
      const featureUp =
        fromLayer === "features" && (toLayer === "routes" || (toLayer === "features" && featureOf(to) !== featureOf(from)));
      const lowerUp = ["components", "api", "auth", "lib"].includes(fromLayer) && ["routes", "features"].includes(toLayer);
      if (crossesRoutes || featureUp || lowerUp) broken.push(`${from} → ${to}`);
    }
  }
  expect(broken).toEqual([]);
});
