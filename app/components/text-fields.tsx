import type { InputHTMLAttributes, PointerEvent, TextareaHTMLAttributes } from "react";

/**
 * Radix Themes' `TextField.Root` (with no slots) and `TextArea` as Radix renders them, surface variant,
 * without their JavaScript (docs/decisions/0292); `primitives.test.tsx` holds them to Radix's HTML. The
 * props other than `size` are the native control's.
 */

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "size" | "color" | "className"> & {
  size?: "1" | "2" | "3";
};

export function TextField({ size = "2", ...props }: TextFieldProps) {
  return (
    <div className={`rt-TextFieldRoot rt-r-size-${size} rt-variant-surface`} onPointerDown={focusInput}>
      <input spellCheck="false" {...props} className="rt-reset rt-TextFieldInput" />
    </div>
  );
}

/** A press on the root's 1 px padding, around the input, focuses the input, as in Radix's. */
function focusInput(event: PointerEvent<HTMLDivElement>) {
  if (event.target !== event.currentTarget) return;
  const input = event.currentTarget.firstElementChild as HTMLInputElement | null;
  requestAnimationFrame(() => input?.focus());
}

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "color" | "className"> & {
  size?: "1" | "2" | "3";
};

export function TextArea({ size = "2", ...props }: TextAreaProps) {
  return (
    <div className={`rt-TextAreaRoot rt-r-size-${size} rt-variant-surface`}>
      <textarea className="rt-reset rt-TextAreaInput" {...props} />
    </div>
  );
}
