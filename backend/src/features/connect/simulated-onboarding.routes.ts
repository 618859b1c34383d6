import { Hono, type Context } from "hono";
import { pathOf } from "../../../../contract/define";
import { connectCalls as calls } from "../../../../contract/connect";
import type { AppDeps } from "../../context";
import { paramsOf, route } from "../../http/contract-route";
import type { SimulatedPaymentProvider } from "../../integrations/payments/simulated";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return "";
  }
};

/** A page of ours: no scripts, no framing, the link token never sent on as a referrer. */
function page(c: Context, status: 200 | 404, title: string, body: string, formTarget = "") {
  c.header(
    "content-security-policy",
    `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${formTarget}; frame-ancestors 'none'; base-uri 'none'`.replace(
      /\s+;/g,
      ";",
    ),
  );
  c.header("referrer-policy", "no-referrer");
  c.header("cache-control", "no-store");
  c.header("x-content-type-options", "nosniff");
  return c.html(
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#1a1a2e}
.badge{display:inline-block;background:#635bff;color:#fff;border-radius:4px;padding:2px 8px;font-size:.8rem}
button{background:#635bff;color:#fff;border:0;border-radius:6px;padding:.7rem 1.2rem;font-size:1rem;cursor:pointer}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.3rem 1rem}dt{font-weight:600}</style></head>
<body>${body}</body></html>`,
    status,
  );
}

/**
 * The simulated provider's own "Stripe onboarding" (docs/decisions/0060), public like Stripe's hosted
 * page: the single-use link token in the URL is the only credential.
 *   GET  /connect/simulated/onboard/{token}  the page (a used or expired link → 303 to refresh_url)
 *   POST /connect/simulated/onboard/{token}  completes onboarding → 303 to return_url
 * Mounted under /api/v1; answers 404 unless the simulated provider is the one in use.
 */
export function simulatedOnboardingRoutes(deps: AppDeps) {
  const r = new Hono();
  const provider = deps.payments.kind === "simulated" ? (deps.payments as SimulatedPaymentProvider) : undefined;
  const unknownLink = (c: Context) =>
    page(
      c,
      404,
      "Onboarding link not found",
      `<h1>Onboarding link not found</h1><p>This onboarding link is not valid. Start again from Coach Hub.</p>`,
    );

  r.get(route(calls.simulatedOnboardingPage), async (c) => {
    if (!provider) return c.json({ message: "Not found" }, 404);
    const { token } = paramsOf(c, calls.simulatedOnboardingPage);
    const link = await provider.onboarding.open(token);
    if (link.state === "unknown") return unknownLink(c);
    if (link.state === "spent") return c.redirect(link.refreshUrl, 303);
    const action = pathOf(calls.simulatedOnboardingComplete, { token });
    return page(
      c,
      200,
      "Simulated Stripe onboarding",
      `<p><span class="badge">Simulated provider</span></p>
<h1>Simulated Stripe onboarding</h1>
<p>This stands in for Stripe's hosted onboarding while no Stripe keys are configured. Nothing is sent to Stripe.</p>
<dl><dt>Account</dt><dd>${escapeHtml(link.accountId)}</dd><dt>Email</dt><dd>${escapeHtml(link.email)}</dd></dl>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Complete onboarding</button></form>
<p><a href="${escapeHtml(link.returnUrl)}">Leave without completing</a></p>`,
      originOf(link.returnUrl),
    );
  });

  r.post(route(calls.simulatedOnboardingComplete), async (c) => {
    if (!provider) return c.json({ message: "Not found" }, 404);
    const done = await provider.onboarding.complete(paramsOf(c, calls.simulatedOnboardingComplete).token);
    if (done.state === "unknown") return unknownLink(c);
    return c.redirect(done.state === "completed" ? done.returnUrl : done.refreshUrl, 303);
  });

  return r;
}
