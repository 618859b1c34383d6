import { customType } from "drizzle-orm/pg-core";

/**
 * A `bytea` column read as a Buffer. node-postgres already answers a Buffer; PGlite a Uint8Array, which is
 * wrapped (same memory), not copied, so a file read from a row is held once.
 */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});
