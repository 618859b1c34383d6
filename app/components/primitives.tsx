import type { AnchorHTMLAttributes, HTMLAttributes, ReactNode } from "react";
import { slotted } from "./slot";

/**
 * Radix Themes' layout and text components as Radix renders them — the same elements, attributes and
 * `rt-` classes, so its CSS styles them — for the props the app uses, without Radix's per-element prop
 * extraction, which was a tenth of the web server's CPU on a page (docs/decisions/0289), and without its
 * JavaScript in the browser (0292). Responsive (breakpoint) values are not taken: the app has none.
 * `primitives.test.tsx` holds the output to Radix's own. Button is in `button.tsx`, the text fields in
 * `text-fields.tsx`.
 */

/** The accent colours the app's `color` props take: each has its scale in app/styles/radix.css. */
export type AccentColor = "gray" | "teal" | "amber" | "blue" | "green" | "orange" | "purple" | "red";

type Space = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9";
type Size = "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9";

export interface MarginProps {
  m?: Space;
  mx?: Space;
  my?: Space;
  mt?: Space;
  mr?: Space;
  mb?: Space;
  ml?: Space;
}

type Common = MarginProps & Omit<HTMLAttributes<HTMLElement>, "color"> & { children?: ReactNode };

const MARGINS = ["m", "mx", "my", "mt", "mr", "mb", "ml"] as const;

/** The classes in Radix's order: the component's, its own props', the margins', then the caller's. */
export function classes(base: string, own: (string | false | undefined)[], props: MarginProps, className?: string): string {
  const margins = MARGINS.map((name) => props[name] !== undefined && `rt-r-${name}-${props[name]}`);
  return [base, ...own, ...margins, className].filter(Boolean).join(" ");
}

/** The HTML attributes left once our props are taken out. */
export function htmlOf<T extends MarginProps>(props: T): Omit<T, keyof MarginProps> {
  const rest: Partial<MarginProps> = { ...props };
  for (const name of MARGINS) delete rest[name];
  return rest as Omit<T, keyof MarginProps>;
}

const JUSTIFY = { start: "start", center: "center", end: "end", between: "space-between" } as const;

export type FlexProps = Common & {
  as?: "div" | "span";
  direction?: "row" | "column" | "row-reverse" | "column-reverse";
  align?: "start" | "center" | "end" | "baseline" | "stretch";
  justify?: keyof typeof JUSTIFY;
  wrap?: "nowrap" | "wrap" | "wrap-reverse";
  gap?: Space;
};

export function Flex({ as: Tag = "div", direction, align, justify, wrap, gap, className, ...props }: FlexProps) {
  const own = [
    direction && `rt-r-fd-${direction}`,
    align && `rt-r-ai-${align}`,
    justify && `rt-r-jc-${JUSTIFY[justify]}`,
    wrap && `rt-r-fw-${wrap}`,
    gap && `rt-r-gap-${gap}`,
  ];
  return <Tag {...htmlOf(props)} className={classes("rt-Flex", own, props, className)} />;
}

type TextLook = {
  size?: Size;
  weight?: "light" | "regular" | "medium" | "bold";
  /** An accent colour of the theme (the app's: gray, red, …), as Radix's `color` prop. */
  color?: string;
};

export type TextProps = Common & TextLook & { as?: "span" | "div" | "label" | "p" };

export function Text({ as: Tag = "span", size, weight, color, className, ...props }: TextProps) {
  const own = [size && `rt-r-size-${size}`, weight && `rt-r-weight-${weight}`];
  return <Tag data-accent-color={color} {...htmlOf(props)} className={classes("rt-Text", own, props, className)} />;
}

export type HeadingProps = Common & TextLook & { as?: "h1" | "h2" | "h3" | "h4" | "h5" | "h6" };

export function Heading({ as: Tag = "h1", size = "6", weight, color, className, ...props }: HeadingProps) {
  const own = [`rt-r-size-${size}`, weight && `rt-r-weight-${weight}`];
  return <Tag data-accent-color={color} {...htmlOf(props)} className={classes("rt-Heading", own, props, className)} />;
}

/**
 * The root of Radix Themes' `<Theme accentColor="teal" grayColor="slate" radius="medium">` — the element its
 * CSS variables hang on — without its tooltip and direction providers (no component we use needs them),
 * which kept Radix's tooltip and popper in every page's JavaScript (docs/decisions/0291).
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  return (
    <div
      data-is-root-theme="true"
      data-accent-color="teal"
      data-gray-color="slate"
      data-has-background="true"
      data-panel-background="translucent"
      data-radius="medium"
      data-scaling="100%"
      className="radix-themes"
    >
      {children}
    </div>
  );
}

export type BoxProps = Common & { as?: "div" | "span" };

export function Box({ as: Tag = "div", className, ...props }: BoxProps) {
  return <Tag {...htmlOf(props)} className={classes("rt-Box", [], props, className)} />;
}

export type CardProps = Common & { size?: "1" | "2" | "3" | "4" | "5" };

/** Radix's Card, surface variant (its default). */
export function Card({ size = "1", className, ...props }: CardProps) {
  const own = [`rt-r-size-${size}`, "rt-variant-surface"];
  return <div {...htmlOf(props)} className={classes("rt-reset rt-BaseCard rt-Card", own, props, className)} />;
}

export type CalloutRootProps = Common & { color?: AccentColor; highContrast?: boolean };

/** Radix's `Callout.Root`: size 2, soft variant (its defaults). */
function CalloutRoot({ color, highContrast, className, ...props }: CalloutRootProps) {
  const own = ["rt-r-size-2", "rt-variant-soft", highContrast && "rt-high-contrast"];
  return <div data-accent-color={color ?? ""} {...htmlOf(props)} className={classes("rt-CalloutRoot", own, props, className)} />;
}

/** Radix's `Callout.Text` in a size-2 root: a paragraph of size-2 text. */
function CalloutText({ className, ...props }: Omit<TextProps, "as" | "size">) {
  return <Text as="p" size="2" {...props} className={className ? `rt-CalloutText ${className}` : "rt-CalloutText"} />;
}

export const Callout = { Root: CalloutRoot, Text: CalloutText };

/** Radix's Code, soft variant (its default). */
export function Code({ className, ...props }: Common) {
  return (
    <code
      data-accent-color=""
      {...htmlOf(props)}
      className={classes("rt-reset rt-Code", ["rt-variant-soft"], props, className)}
    />
  );
}

export type TextLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "className" | "color"> & {
  /** Style the one child element (a router `Link`) instead of rendering an `<a>`, as Radix's `asChild`. */
  asChild?: boolean;
};

/** Radix's Link (`<Link>` of Radix Themes, underline "auto"): an `<a>` styled as a text link. */
export function TextLink({ asChild, children, ...props }: TextLinkProps) {
  const own = { "data-accent-color": "", ...props, className: "rt-Text rt-reset rt-Link rt-underline-auto" };
  return asChild ? slotted(children, own) : <a {...own}>{children}</a>;
}
