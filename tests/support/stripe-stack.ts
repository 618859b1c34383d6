import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { signStripePayload } from "../../backend/src/integrations/payments/stripe-webhooks";
import { startStripeApiServer } from "../../backend/src/testing/stripe-api-http";
import { checkoutStandIn } from "../../backend/src/testing/stripe-checkout-stand-in";
import { waitForUrl } from "../../scripts/wait-for-url";
import { backend, backendTarget, DEMO_PASSWORD, demo } from "./backend";
import { e2e } from "./env";

const tsx = "node_modules/.bin/tsx";
const WEBHOOK_SECRET = "whsec_e2e_stripe_stack";

/**
 * A second stack for this worker with Stripe keys (docs/decisions/0404): a backend whose Stripe SDK talks to
 * a local server answering the Stripe API's shapes (STRIPE_API_URL), that server's hosted Checkout page,
 * and a web app. No demo seed: the finance user is made with `npm run user:add`, as in a real deployment,
 * and given the demo's address and password so the helpers of tests/support sign in as usual. Ports 5
 * above the worker's stack.
 */
export async function startStripeStack(options: { onCheckoutPaid?: (session: Record<string, unknown>) => Promise<void> } = {}) {
  const webPort = Number(new URL(e2e.webUrl).port) + 5;
  const apiPort = Number(new URL(e2e.apiUrl).port) + 5;
  const dataDir = `${e2e.dataDir}-stripe`;
  const webUrl = `http://localhost:${webPort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  rmSync(dataDir, { recursive: true, force: true });

  const standIn = checkoutStandIn({ onComplete: (session) => options.onCheckoutPaid?.(session) ?? Promise.resolve() });
  const stripe = await startStripeApiServer(standIn.answer);
  standIn.setPageBase(stripe.url);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...e2e.serverEnv,
    E2E_STACK: "",
    NODE_ENV: "test",
    DEMO: "false",
    DATA_DIR: dataDir,
    API_PORT: String(apiPort),
    PORT: String(webPort),
    API_BASE_URL: apiUrl,
    API2_BASE_URL: apiUrl,
    WEB_BASE_URL: webUrl,
    PAYMENT_PROVIDER: "stripe",
    STRIPE_SECRET_KEY_USA: "sk_test_e2e_usa",
    STRIPE_SECRET_KEY_CANADA: "sk_test_e2e_canada",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    CHECKOUT_ORIGIN: stripe.url,
  };
  const finance = addFinanceUser(env);
  const processes: ChildProcess[] = [];
  // The worker may end without afterAll (a hook timed out): its servers end with it.
  const killAll = () => processes.forEach((child) => child.exitCode === null && child.kill("SIGTERM"));
  process.once("exit", killAll);
  const start = (args: string[], extra: Record<string, string> = {}) => {
    const child = spawn(tsx, args, { env: { ...env, ...extra }, stdio: ["ignore", "ignore", "inherit"] });
    processes.push(child);
  };
  try {
    start(["backend/src/server.ts"]);
    await waitForUrl(`${apiUrl}/health`);
    start(["scripts/web-server.ts", "./build/server/index.js"], { NODE_ENV: "production" });
    await waitForUrl(`${webUrl}/login`);
  } catch (error) {
    killAll();
    await stripe.close();
    throw error;
  }

  backendTarget.apiUrl = apiUrl;
  const changed = await backend("POST", "/changePassword", {
    body: { userName: demo.finance, password: finance.temporaryPassword, newpassword: DEMO_PASSWORD },
  });
  if (changed.status !== 200) throw new Error(`changePassword: ${changed.status} ${JSON.stringify(changed.body)}`);

  return {
    webUrl,
    apiUrl,
    standIn,
    /** Delivers a signed Stripe event to the backend's webhook, as Stripe does (the same id is a retry). */
    async deliver(event: { id: string; type: string; object: Record<string, unknown> }) {
      const payload = JSON.stringify({
        id: event.id,
        object: "event",
        type: event.type,
        api_version: "2024-06-20",
        created: Math.floor(Date.now() / 1000),
        data: { object: event.object },
      });
      const res = await fetch(`${apiUrl}/stripe/webhook`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "stripe-signature": signStripePayload(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000)),
        },
        body: payload,
      });
      return { status: res.status, body: (await res.json()) as { received?: boolean; duplicate?: boolean } };
    },
    async stop() {
      backendTarget.apiUrl = e2e.apiUrl;
      process.off("exit", killAll);
      await Promise.all(
        processes.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once("exit", () => resolve());
              child.kill("SIGTERM");
            }),
        ),
      );
      await stripe.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `npm run user:add` for the finance user, before the backend owns the database: its temporary password. */
function addFinanceUser(env: NodeJS.ProcessEnv): { temporaryPassword: string } {
  const added = spawnSync(
    tsx,
    ["backend/src/features/users/user-add-cli.ts", "--email", demo.finance, "--role", "8", "--first", "Fay", "--last", "Finance"],
    { env, encoding: "utf8" },
  );
  const temporaryPassword = /Temporary password: (\S+)/.exec(added.stdout)?.[1];
  if (added.status !== 0 || !temporaryPassword) throw new Error(`user:add failed: ${added.stderr}`);
  return { temporaryPassword };
}
