// bench:memory's baseline: a process that only opens the embedded database (as the backend opens it) and idles.
import { openDatabase } from "../backend/src/db/client";

const database = await openDatabase({ kind: "pglite", dataDir: process.argv[2]! });
await database.db.execute("select count(*) from contacts");
console.log("ready");
process.on("SIGTERM", () => void database.close().then(() => process.exit(0)));
