import type { HTMLAttributes, ReactNode } from "react";

/**
 * Flex, Text and Heading as Radix Themes renders them — the same elements, attributes and `rt-` classes,
 * so its CSS styles them — for the props the app uses, without Radix's per-element prop extraction, which
 * was a tenth of the web server's CPU on a page (docs/decisions/0289). Responsive (breakpoint) values are
 * not taken: the app has none. `primitives.test.tsx` holds the output to Radix's own.
 */

type Space = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9";
type Size = "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9";

interface MarginProps {
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
function classes(base: string, own: (string | false | undefined)[], props: MarginProps, className?: string): string {
  const margins = MARGINS.map((name) => props[name] !== undefined && `rt-r-${name}-${props[name]}`);
  return [base, ...own, ...margins, className].filter(Boolean).join(" ");
}

/** The HTML attributes left once our props are taken out. */
function htmlOf<T extends MarginProps>(props: T): Omit<T, keyof MarginProps> {
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
