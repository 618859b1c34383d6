import type { ComponentPropsWithoutRef } from "react";

/**
 * A body row and cell of a Radix Themes `Table`, rendered as the same markup without Radix's per-element
 * prop parsing: a grid renders hundreds of cells on every request (docs/decisions/0128).
 */
export function BodyRow({ className, ...props }: ComponentPropsWithoutRef<"tr">) {
  return <tr {...props} className={className ? `rt-TableRow ${className}` : "rt-TableRow"} />;
}

export function BodyCell({ className, ...props }: ComponentPropsWithoutRef<"td">) {
  return <td {...props} className={className ? `rt-TableCell ${className}` : "rt-TableCell"} />;
}
