import Stripe from "stripe";
import type { CardPaymentSession, HostedCardsApi, PaymentRegion } from "./provider";

/**
 * Stripe Checkout in payment mode (the pay-now page, docs/decisions/0378): the invoice's balance paid on
 * Stripe's page. The session is created with the caller's idempotency key; the payment intent is the
 * payment's id on our side (the return and checkout.session.completed record it once). With `saveOn` the
 * card is kept on the customer (setup_future_usage off_session) and made its default when confirmed.
 */
export function stripeCardPayments(
  clientFor: (region: PaymentRegion) => Stripe,
  providerError: (error: unknown) => Error,
): Pick<HostedCardsApi, "startCardPayment" | "confirmCardPayment"> {
  return {
    async startCardPayment(input) {
      try {
        const session = await clientFor(input.region).checkout.sessions.create(
          {
            mode: "payment",
            ...(input.saveOn ? { customer: input.saveOn.customerId } : {}),
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.currency.toLowerCase(),
                  unit_amount: input.amountCents,
                  product_data: { name: input.description },
                },
              },
            ],
            payment_intent_data: {
              description: input.description,
              ...(input.saveOn ? { setup_future_usage: "off_session" as const } : {}),
            },
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            client_reference_id: input.reference,
            metadata: { ...input.metadata, coachHubPayLink: input.reference },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (!session.url) throw new Error("Stripe did not return a page for the payment.");
        return { sessionId: session.id, url: session.url };
      } catch (error) {
        throw providerError(error);
      }
    },
    async confirmCardPayment({ region, sessionId }): Promise<CardPaymentSession> {
      try {
        const stripe = clientFor(region);
        const session = await stripe.checkout.sessions.retrieve(sessionId, {
          expand: ["payment_intent.latest_charge", "payment_intent.payment_method"],
        });
        const customerId = typeof session.customer === "string" ? session.customer : (session.customer?.id ?? null);
        const intent = typeof session.payment_intent === "object" ? session.payment_intent : null;
        const charge = intent && typeof intent.latest_charge === "object" ? intent.latest_charge : null;
        const method = intent && typeof intent.payment_method === "object" ? intent.payment_method : null;
        const card = method?.card
          ? { brand: method.card.brand, last4: method.card.last4, expMonth: method.card.exp_month, expYear: method.card.exp_year }
          : null;
        const paid = session.status === "complete" && session.payment_status === "paid";
        if (paid && method && customerId && intent?.setup_future_usage) {
          await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: method.id } });
        }
        return {
          sessionId: session.id,
          status: session.status === "complete" ? "complete" : session.status === "expired" ? "expired" : "open",
          paid,
          reference: session.client_reference_id ?? null,
          chargeId: intent?.id ?? (typeof session.payment_intent === "string" ? session.payment_intent : null),
          receiptUrl: charge?.receipt_url ?? null,
          amountCents: session.amount_total ?? 0,
          currency: (session.currency ?? "").toUpperCase(),
          customerId,
          card,
        };
      } catch (error) {
        throw providerError(error);
      }
    },
  };
}
