import { createContext, useContext, type ReactNode } from "react";

/**
 * The per-request CSP nonce: entry.server.tsx generates it, sets the header and provides it here so the
 * root can pass it to <Scripts>, <ScrollRestoration>. In the browser it is "" (browsers hide nonces).
 */
const NonceContext = createContext<string>("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export const useNonce = () => useContext(NonceContext);
