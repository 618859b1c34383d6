import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { classInUse, radixCssSubset, radixUsage } from "./radix-css-subset";

function sourceDir(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "radix-subset-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const RADIX_FILE = "/x/node_modules/@radix-ui/themes/components.css";

async function subset(css: string, files: Record<string, string>, from = RADIX_FILE) {
  const result = await postcss([radixCssSubset({ sourceDir: sourceDir(files) })]).process(css, { from });
  return result.css;
}

describe("radixUsage", () => {
  it("reads the components imported by name, with the parts they render", () => {
    const usage = radixUsage(
      sourceDir({
        "a.tsx": 'import { Button, Flex, type Theme } from "@radix-ui/themes";',
        "b/c.tsx": 'import {\n  Table,\n  Link as RadixLink,\n} from "@radix-ui/themes";',
      }),
    );
    expect([...usage.families].sort()).toEqual([
      "BaseButton",
      "Button",
      "Flex",
      "Link",
      "ScrollArea",
      "Spinner",
      "Table",
      "Text",
    ]);
    expect(usage.responsive).toBe(false);
  });

  it("reads the component classes the source writes out itself", () => {
    const usage = radixUsage(sourceDir({ "a.tsx": 'const row = <tr className="rt-TableRow rt-r-size-2" />;' }));
    expect([...usage.families]).toEqual(["TableRow"]);
  });

  it("notices a responsive prop", () => {
    expect(radixUsage(sourceDir({ "a.tsx": "<Flex gap={{ initial: '2', md: '4' }} />" })).responsive).toBe(true);
  });

  it("refuses imports it cannot read", () => {
    expect(() => radixUsage(sourceDir({ "a.tsx": 'import * as R from "@radix-ui/themes";' }))).toThrow(/by name/);
  });
});

describe("classInUse", () => {
  const usage = { families: new Set(["Button", "BaseButton", "Text"]), responsive: false };

  it("keeps used components and their parts, utilities and variants", () => {
    for (const name of ["rt-Button", "rt-BaseButton", "rt-TextFieldInput", "rt-r-size-2", "-rt-r-m-1", "rt-variant-soft"]) {
      expect(classInUse(name, usage), name).toBe(true);
    }
  });

  it("drops components never imported and breakpoint variants", () => {
    for (const name of ["rt-Badge", "rt-Buttons", "rt-DialogContent", "md\\:rt-r-size-2", "xs\\:-rt-r-m-1"]) {
      expect(classInUse(name, usage), name).toBe(false);
    }
    expect(classInUse("md\\:rt-r-size-2", { ...usage, responsive: true })).toBe(true);
  });
});

describe("radixCssSubset", () => {
  const files = { "a.tsx": 'import { Button } from "@radix-ui/themes";' };

  it("removes the rules and selectors of unused components and empty media queries", async () => {
    const css = [
      ".rt-Button { color: red }",
      ".rt-Badge { color: blue }",
      ".rt-Button, .rt-Badge { margin: 0 }",
      "@media (min-width: 520px) { .xs\\:rt-r-size-1 { padding: 0 } }",
      ".radix-themes { z-index: 0 }",
    ].join("\n");
    const out = await subset(css, files);
    expect(out).toContain(".rt-Button { color: red }");
    expect(out).not.toContain("rt-Badge");
    expect(out).toContain(".rt-Button { margin: 0 }");
    expect(out).not.toContain("@media");
    expect(out).toContain(".radix-themes { z-index: 0 }");
  });

  it("leaves the app's own CSS alone", async () => {
    const css = ".rt-Badge.mine { color: blue }";
    expect(await subset(css, files, "/x/app/styles/app.css")).toBe(css);
  });
});
