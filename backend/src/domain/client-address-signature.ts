import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The visitor's address as the web app observed it, and its proof (docs/decisions/0311): an HMAC-SHA256 of
 * the address with INTERNAL_API_SECRET, which only the web app and the backend hold. The web app sends
 * both headers (app/api/http.server.ts); the backend believes the address only with a valid signature.
 */
export const CLIENT_ADDRESS_HEADER = "x-client-address";
export const CLIENT_ADDRESS_SIGNATURE_HEADER = "x-client-address-signature";

export const clientAddressSignature = (secret: string, address: string) =>
  createHmac("sha256", secret).update(address).digest("hex");

/** The two headers that tell the backend the visitor's address. */
export const signedClientAddressHeaders = (secret: string, address: string) => ({
  [CLIENT_ADDRESS_HEADER]: address,
  [CLIENT_ADDRESS_SIGNATURE_HEADER]: clientAddressSignature(secret, address),
});

export function isClientAddressSigned(secret: string, address: string, signature: string): boolean {
  const expected = Buffer.from(clientAddressSignature(secret, address));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
