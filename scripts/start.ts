// npm start: the demo (DEMO=true unless DEMO=false is given): the backend migrates and, on the first start,
// seeds the demo data, then the web app starts; prints the URL and the demo logins (docs/decisions/0308).
import { demoLogins } from "../backend/src/seed/demo-logins";
import { launchedEnv, launcherEnv } from "./env";
import { launch } from "./launch";

await launch(launchedEnv(), () => {
  const lines = ["", `Coach Hub ${launcherEnv.demo ? "(demo) " : ""}is running at ${launcherEnv.webUrl}`, ""];
  if (launcherEnv.demo) {
    lines.push("Demo logins:", `  ${"Role".padEnd(14)} ${"Email".padEnd(34)} Password`);
    for (const l of demoLogins) lines.push(`  ${l.role.padEnd(14)} ${l.email.padEnd(34)} ${l.password}`);
    lines.push("");
  }
  return [...lines, "Press Ctrl-C to stop.", ""].join("\n");
});
