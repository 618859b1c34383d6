import { cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from "react";

type Props = Record<string, unknown>;
type Handler = (...args: unknown[]) => unknown;

/**
 * What Radix's `Slot` (the `asChild` prop) renders: the one child element, given `props` as well as its
 * own. The child's props win, except that class names join (ours first), event handlers both run (the
 * child's first), styles merge and `aria-describedby` ids join (the child's first). A `ref` is set as
 * well as the child's.
 */
export function slotted(child: ReactNode, props: Props, ref?: Ref<unknown>): ReactElement {
  if (!isValidElement<Props>(child)) throw new Error("asChild takes one element child");
  const own = child.props;
  const merged: Props = { ...props, ...own };
  for (const name in own) {
    const ours = props[name];
    const theirs = own[name];
    if (/^on[A-Z]/.test(name)) {
      merged[name] =
        ours && theirs
          ? (...args: unknown[]) => {
              const result = (theirs as Handler)(...args);
              (ours as Handler)(...args);
              return result;
            }
          : ours || theirs;
    } else if (name === "style") merged[name] = { ...(ours as object), ...(theirs as object) };
    else if (name === "className") merged[name] = [ours, theirs].filter(Boolean).join(" ");
    else if (name === "aria-describedby") merged[name] = describedBy(theirs, ours);
  }
  if (ref) merged.ref = bothRefs(ref, (child as { ref?: Ref<unknown> }).ref);
  return cloneElement(child, merged);
}

function describedBy(...values: unknown[]): string | undefined {
  const ids = new Set(values.flatMap((v) => (typeof v === "string" ? v.split(/\s+/).filter(Boolean) : [])));
  return ids.size ? [...ids].join(" ") : undefined;
}

function bothRefs(...refs: (Ref<unknown> | undefined)[]) {
  return (node: unknown) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(node);
      else if (ref) (ref as { current: unknown }).current = node;
    }
  };
}
