/** A Postgres server URL; when set, backend tests each create a throwaway database on it instead of PGlite. */
export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;
