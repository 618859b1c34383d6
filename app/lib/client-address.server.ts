import type { AppLoadContext } from "@remix-run/node";

/** The observed client address of this request, if the server gave one. */
export function clientAddressOf(context: AppLoadContext | undefined): string | null {
  return context?.clientAddress || null;
}
