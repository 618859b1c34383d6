import { Hono } from "hono";
import { billingRunCalls as calls } from "../../../../contract/billing-run";
import type { AppDeps } from "../../context";
import { escapeHtml } from "../../domain/html";
import type { SimulatedPaymentIntents } from "../../integrations/payments/simulated-charges";
import { moneyText as money } from "../../domain/money";
import { paramsOf, route } from "../../http/contract-route";

/**
 * GET /api/v1/payments/simulated/receipts/{chargeId}: the simulated provider's receipt page (Stripe hosts
 * its own). Public like Stripe's receipt links: the charge id is random and unguessable. Only when the
 * simulated provider is the one in use.
 */
export function simulatedReceiptRoutes(deps: AppDeps) {
  return new Hono().get(route(calls.simulatedReceipt), async (c) => {
    if (deps.payments.kind !== "simulated") return c.json({ message: "Not found" }, 404);
    const charges = deps.payments.paymentIntents as SimulatedPaymentIntents;
    const charge = await charges.receipt(paramsOf(c, calls.simulatedReceipt).chargeId);
    if (!charge) return c.json({ message: "Not found" }, 404);
    const card = charge.cardLast4 ? `${charge.cardBrand ?? "card"} ending ${charge.cardLast4}` : "card";
    return c.html(
      [
        "<!doctype html>",
        '<html lang="en"><head><meta charset="utf-8"><title>Receipt</title></head><body>',
        "<h1>Receipt</h1>",
        `<p>Amount paid: ${escapeHtml(money(charge.amountCents, charge.currency))}</p>`,
        `<p>Paid with ${escapeHtml(card)} on ${escapeHtml(charge.createdAt.toISOString().slice(0, 10))}</p>`,
        `<p>Receipt ${escapeHtml(charge.id)}</p>`,
        "</body></html>",
      ].join("\n"),
    );
  });
}
