/** The rows of a raw `execute` result: node-postgres and PGlite wrap them in `{ rows }`, other drivers do not. */
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
