// npm run serve: production — the backend and the built web app with NODE_ENV=production and nothing of the
// demo; each refuses to start without the settings production needs (README, "Deploying").
import { childEnv, launcherEnv } from "./env";
import { launch } from "./launch";

await launch({ ...childEnv(), NODE_ENV: "production" }, () =>
  [``, `Coach Hub is running at ${launcherEnv.webUrl}`, "", "Press Ctrl-C to stop.", ""].join("\n"),
);
