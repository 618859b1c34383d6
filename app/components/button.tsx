import { forwardRef, type ButtonHTMLAttributes } from "react";
import { classes, htmlOf, type AccentColor, type MarginProps } from "./primitives";
import { slotted } from "./slot";

export type ButtonProps = MarginProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, "color"> & {
    size?: "1" | "2" | "3" | "4";
    variant?: "classic" | "solid" | "soft" | "surface" | "outline" | "ghost";
    color?: AccentColor;
    highContrast?: boolean;
    /** Style the one child element (a router `Link`) as the button instead of rendering a `<button>`. */
    asChild?: boolean;
  };

/**
 * Radix Themes' Button as Radix renders it — element, attributes and `rt-` classes — without its
 * JavaScript or per-element prop parsing (docs/decisions/0292); `primitives.test.tsx` holds the two to the
 * same HTML. No `loading` state: the app shows progress by disabling the button.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { asChild, size = "2", variant = "solid", color, highContrast, disabled, className, children, ...props },
  ref,
) {
  const own = [`rt-r-size-${size}`, `rt-variant-${variant}`, highContrast && "rt-high-contrast"];
  const attributes = {
    "data-disabled": disabled || undefined,
    "data-accent-color": color ?? "",
    ...htmlOf(props),
    className: classes("rt-reset rt-BaseButton", own, props, className ? `rt-Button ${className}` : "rt-Button"),
    disabled,
  };
  if (asChild) return slotted(children, attributes, ref);
  return (
    <button {...attributes} ref={ref}>
      {children}
    </button>
  );
});
