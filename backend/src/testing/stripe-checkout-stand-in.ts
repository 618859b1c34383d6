import { notFound, resourceMissing, type StripeApiAnswer, type StripeApiRequest } from "./stripe-api-server";

interface Session {
  id: string;
  customer: string;
  status: "open" | "complete" | "expired";
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
}

/** A customer id the stand-in answers as Stripe does one it does not know. */
export const UNKNOWN_CUSTOMER = "cus_missing";

/**
 * Stripe's answers for cards taken on its hosted page, for `startStripeApiServer`: customers (create, by
 * idempotency key; update), Checkout Sessions in setup mode (create; retrieve with the setup intent's
 * payment method expanded once complete). `finish(id)` is the client completing the page with a 4242 card.
 */
export function checkoutStandIn() {
  const sessions = new Map<string, Session>();
  const customersByKey = new Map<string, string>();
  let next = 1;
  const ok = (body: unknown): StripeApiAnswer => ({ status: 200, body });

  function answer({ method, path, form, idempotencyKey }: StripeApiRequest): StripeApiAnswer {
    if (method === "POST" && path === "/v1/customers") {
      const known = idempotencyKey ? customersByKey.get(idempotencyKey) : undefined;
      const id = known ?? `cus_standin${next++}`;
      if (idempotencyKey) customersByKey.set(idempotencyKey, id);
      return ok({ id, object: "customer", email: form.get("email"), name: form.get("name") });
    }
    const customer = path.match(/^\/v1\/customers\/([^/]+)$/);
    if (method === "POST" && customer) {
      const defaultMethod = form.get("invoice_settings[default_payment_method]");
      return ok({ id: customer[1], object: "customer", invoice_settings: { default_payment_method: defaultMethod } });
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      if (form.get("customer") === UNKNOWN_CUSTOMER) return resourceMissing(`No such customer: '${UNKNOWN_CUSTOMER}'`, 400);
      const id = `cs_test_standin${next++}`;
      sessions.set(id, {
        id,
        customer: form.get("customer")!,
        status: "open",
        client_reference_id: form.get("client_reference_id"),
        success_url: form.get("success_url")!,
        cancel_url: form.get("cancel_url")!,
      });
      return ok({
        id,
        object: "checkout.session",
        mode: "setup",
        status: "open",
        url: `https://checkout.stripe.test/c/pay/${id}`,
      });
    }
    const session = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (method === "GET" && session) {
      const s = sessions.get(session[1]!);
      if (!s) return resourceMissing("No such checkout.session");
      const card = { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 };
      const paymentMethod = { id: `pm_${s.id}`, object: "payment_method", type: "card", card };
      return ok({
        ...s,
        object: "checkout.session",
        mode: "setup",
        setup_intent:
          s.status === "complete"
            ? { id: `seti_${s.id}`, object: "setup_intent", status: "succeeded", payment_method: paymentMethod }
            : `seti_${s.id}`,
      });
    }
    return notFound;
  }

  return {
    answer,
    sessions,
    finish(id: string) {
      sessions.get(id)!.status = "complete";
    },
  };
}
