import type { ReactNode } from "react";

/**
 * A text with a tooltip that shows on hover and on keyboard focus, without JavaScript: the trigger is
 * focusable and described by the tooltip (so a screen reader reads it too), not a bare title attribute.
 */
export function HintTooltip({ id, hint, children }: { id: string; hint: string; children: ReactNode }) {
  return (
    <span className="hint">
      {/* The WAI-ARIA tooltip pattern: the described text takes focus so keyboard users can open it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <span className="hint-trigger" tabIndex={0} aria-describedby={id}>
        {children}
      </span>
      <span role="tooltip" id={id} className="hint-text">
        {hint}
      </span>
    </span>
  );
}
