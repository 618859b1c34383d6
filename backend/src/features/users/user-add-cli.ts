// npm run user:add -- --email EMAIL --role ROLE --first FIRST --last LAST
// The first user of a production database (and any later one, from the shell): migrates the database if it
// is new, creates the user with a random temporary password, which must be changed at the first login, and
// prints it as the last word. On PGlite run it while the backend is stopped (docs/decisions/0309).
import { parseArgs } from "node:util";
import { databaseOptionsFromEnv, openDatabase } from "../../db/client";
import { seedLookups } from "../../db/reference-data/lookups";
import { isEmail } from "../../domain/email";
import { readEnv } from "../../env";
import { isKnownRole, UNKNOWN_ROLE } from "../../http/authorize";
import { hashPassword, setPasswordHashCost } from "../../security/password-hash";
import { temporaryPassword } from "../../security/temporary-password";
import { addUserFromCommandLine } from "./users.service";

const USAGE = "Usage: npm run user:add -- --email EMAIL --role ROLE --first FIRST --last LAST (ROLE a number, e.g. 8)";

function userOfArgs(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: "string" },
      role: { type: "string" },
      first: { type: "string" },
      last: { type: "string" },
    },
  });
  const email = values.email?.trim() ?? "";
  const firstName = values.first?.trim() ?? "";
  const lastName = values.last?.trim() ?? "";
  const role = Number(values.role);
  if (!email || !values.role || !firstName || !lastName) throw new Error(USAGE);
  if (!isEmail(email)) throw new Error(`Not an email address: ${email}`);
  if (!Number.isInteger(role) || !isKnownRole(role)) throw new Error(UNKNOWN_ROLE);
  return { email, firstName, lastName, phone: "", userRole: role };
}

try {
  const input = userOfArgs(process.argv.slice(2));
  const env = readEnv();
  setPasswordHashCost(env.PASSWORD_HASH_LOG2_N);
  const database = await openDatabase(databaseOptionsFromEnv(env));
  try {
    await database.migrate();
    await seedLookups(database.db);
    const password = temporaryPassword();
    const user = await addUserFromCommandLine(database.db, input, await hashPassword(password));
    console.log(`Created user ${user.id} (${user.email}, role ${user.userRole}); they must change it at the first login.`);
    console.log(`Temporary password: ${password}`);
  } finally {
    await database.close();
  }
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
