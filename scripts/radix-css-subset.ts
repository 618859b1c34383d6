import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { AtRule, Container, Plugin } from "postcss";

/**
 * A build-time PostCSS plugin that keeps only the Radix Themes rules the app can render
 * (docs/decisions/0131): the components imported from "@radix-ui/themes" anywhere under the source
 * folder, with the inner parts they render, the component classes the source writes out itself, and no breakpoint (`md:`) variants unless a responsive prop
 * object is used. Tokens, colour scales and utilities are chosen by app/styles/radix.css.
 */

/** The class families a Radix export renders besides its own name (`rt-<Family>…`). */
const RENDERS_ALSO: Record<string, string[]> = {
  AlertDialog: ["BaseDialog"],
  Dialog: ["BaseDialog"],
  Button: ["BaseButton", "Spinner"],
  IconButton: ["BaseButton", "Spinner"],
  Card: ["BaseCard"],
  CheckboxCards: ["CheckboxCard", "BaseCheckbox", "BaseCard"],
  CheckboxGroup: ["BaseCheckbox"],
  Checkbox: ["BaseCheckbox"],
  RadioCards: ["BaseCard"],
  RadioGroup: ["BaseRadio"],
  Radio: ["BaseRadio"],
  ContextMenu: ["BaseMenu"],
  DropdownMenu: ["BaseMenu"],
  HoverCard: ["PopperContent"],
  Popover: ["PopperContent"],
  Select: ["PopperContent"],
  Tabs: ["BaseTabList"],
  TabNav: ["BaseTabList"],
  Table: ["ScrollArea"],
  Link: ["Text"],
};

/** Exports with no `rt-` class of their own (Theme would otherwise keep ThemePanel's). */
const RENDERS_NOTHING = new Set(["Theme"]);

const RADIX_IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*["']@radix-ui\/themes["']/g;
const OTHER_RADIX_IMPORT = /import\s+\*\s+as\s+\w+\s+from\s*["']@radix-ui\/themes["']|from\s*["']@radix-ui\/themes\/components\//;
/** A component class written out in the source, as the app's own stand-ins for Radix parts do (`"rt-TableRow"`). */
const LITERAL_CLASS = /\brt-([A-Z][A-Za-z0-9]*)/g;
const RESPONSIVE_PROP = /=\{\{\s*(initial|xs|sm|md|lg|xl)\s*:/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

export type RadixUsage = { families: Set<string>; responsive: boolean };

/** What the source under `dir` renders of Radix Themes: class families, and whether any prop is responsive. */
export function radixUsage(dir: string): RadixUsage {
  const families = new Set<string>();
  let responsive = false;
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(file, "utf8");
    if (OTHER_RADIX_IMPORT.test(text)) {
      throw new Error(`${file}: import Radix Themes components by name from "@radix-ui/themes" (radix-css-subset reads those)`);
    }
    responsive ||= RESPONSIVE_PROP.test(text);
    for (const [, family] of text.matchAll(LITERAL_CLASS)) families.add(family!);
    for (const [, names] of text.matchAll(RADIX_IMPORT)) {
      for (const raw of names.split(",")) {
        const name = raw
          .replace(/^\s*type\s+/, "")
          .split(/\s+as\s+/)[0]
          .trim();
        if (!name || RENDERS_NOTHING.has(name)) continue;
        families.add(name);
        for (const part of RENDERS_ALSO[name] ?? []) families.add(part);
      }
    }
  }
  return { families, responsive };
}

/** A Radix class in a selector: `.rt-Button`, `.rt-r-p-2`, `.-rt-r-m-1`, `.md\\:rt-r-p-2`. */
const RADIX_CLASS = /\.((?:[a-z]+\\:)?-?rt-[A-Za-z0-9-]+)/g;

/** Whether a Radix class name (as written in a selector, `md\:` escapes included) can appear in the app. */
export function classInUse(name: string, usage: RadixUsage): boolean {
  if (name.includes("\\:")) return usage.responsive && classInUse(name.slice(name.indexOf("\\:") + 2), usage);
  const component = /^rt-([A-Z][A-Za-z0-9]*)$/.exec(name)?.[1];
  if (!component) return true; // utilities, variants and the reset
  for (const family of usage.families) {
    if (component === family) return true;
    if (component.startsWith(family) && /[A-Z]/.test(component[family.length])) return true;
  }
  return false;
}

/** Removes at-rules (media, supports, layer) left without any rule inside. */
function dropEmpty(container: Container) {
  container.each((node) => {
    if (node.type !== "atrule") return;
    const atRule = node as AtRule;
    if (!atRule.nodes) return;
    dropEmpty(atRule);
    if (atRule.nodes.length === 0) atRule.remove();
  });
}

export function radixCssSubset({ sourceDir }: { sourceDir: string }): Plugin {
  // PostCSS runs the plugin once per stylesheet of the build; the sources are read once.
  let usage: RadixUsage | undefined;
  return {
    postcssPlugin: "radix-css-subset",
    OnceExit(root) {
      root.walkRules((rule) => {
        if (!rule.source?.input.file?.includes("@radix-ui/themes")) return;
        if (!rule.selector.includes("rt-")) return;
        usage ??= radixUsage(sourceDir);
        const inUse = usage;
        const kept = rule.selectors.filter((selector) =>
          [...selector.matchAll(RADIX_CLASS)].every(([, name]) => classInUse(name, inUse)),
        );
        if (kept.length === 0) rule.remove();
        else if (kept.length < rule.selectors.length) rule.selectors = kept;
      });
      dropEmpty(root);
    },
  };
}
