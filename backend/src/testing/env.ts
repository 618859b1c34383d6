/** A Postgres server URL; when set, backend tests each create a throwaway database on it instead of PGlite. */
export const testDatabaseUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;

/** The bad-input test's fast-check seed (backend/src/bad-input.test.ts); unset = a new one each run, printed. */
export const badInputSeed: number | undefined = process.env.BAD_INPUT_SEED ? Number(process.env.BAD_INPUT_SEED) : undefined;
/** BAD_INPUT_ALL=1: the bad-input test lists every distinct failure of every call instead of the first one shrunk. */
export const badInputAll: boolean = process.env.BAD_INPUT_ALL === "1";

/** What a process the tests start inherits: the PATH and HOME only, so that its settings are the test's own. */
export const childProcessBase: Record<string, string> = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" };
