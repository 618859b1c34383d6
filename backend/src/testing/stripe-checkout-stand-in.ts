import { fieldsUnder, notFound, resourceMissing, type StripeApiAnswer, type StripeApiRequest } from "./stripe-api-http";

interface Session {
  id: string;
  mode: "setup" | "payment";
  customer: string | null;
  status: "open" | "complete" | "expired";
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  amount_total: number | null;
  currency: string | null;
  metadata: Record<string, string>;
  /** payment_intent_data[setup_future_usage]: the card is kept on the customer. */
  setup_future_usage: string | null;
}

/** A customer id the stand-in answers as Stripe does one it does not know. */
export const UNKNOWN_CUSTOMER = "cus_missing";

const CARD = { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 };

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export interface CheckoutStandInOptions {
  /** Where a browser reaches the stand-in: sessions' `url` is its hosted page there (default checkout.stripe.test). */
  pageBase?: string;
  /** Runs when the client pays on the hosted page, before the browser is sent back (Stripe's webhook). */
  onComplete?: (session: Record<string, unknown>) => Promise<void>;
}

/**
 * Stripe's answers for cards taken on its hosted page, for `startStripeApiServer`: customers (create, by
 * idempotency key; update), Checkout Sessions in setup and payment mode (create; retrieve with the setup
 * intent's or the payment intent's card expanded once complete), and the hosted page itself
 * (`/c/pay/{id}`: a PAY form that completes the session with a 4242 card and sends the browser to the
 * success URL). `finish(id)` is the client completing the page without a browser.
 */
export function checkoutStandIn(options: CheckoutStandInOptions = {}) {
  const sessions = new Map<string, Session>();
  const customersByKey = new Map<string, string>();
  let next = 1;
  const ok = (body: unknown): StripeApiAnswer => ({ status: 200, body });
  let pageBase = options.pageBase ?? "https://checkout.stripe.test";

  /** The session as Stripe sends it in events (its intents by id); `expand` adds the card's objects. */
  function sessionObject(s: Session, expand: boolean): Record<string, unknown> {
    const complete = s.status === "complete";
    const paymentMethod = { id: `pm_${s.id}`, object: "payment_method", type: "card", card: CARD };
    const base = {
      ...s,
      object: "checkout.session",
      url: s.status === "open" ? `${pageBase}/c/pay/${s.id}` : null,
    };
    if (s.mode === "setup") {
      return {
        ...base,
        setup_intent:
          complete && expand
            ? { id: `seti_${s.id}`, object: "setup_intent", status: "succeeded", payment_method: paymentMethod }
            : `seti_${s.id}`,
      };
    }
    const intent = {
      id: `pi_${s.id}`,
      object: "payment_intent",
      status: "succeeded",
      setup_future_usage: s.setup_future_usage,
      latest_charge: { id: `ch_${s.id}`, object: "charge", receipt_url: `${pageBase}/receipts/${s.id}` },
      payment_method: paymentMethod,
    };
    return {
      ...base,
      payment_status: complete ? "paid" : "unpaid",
      payment_intent: complete ? (expand ? intent : intent.id) : null,
    };
  }

  function createSession(form: URLSearchParams): StripeApiAnswer {
    const customer = form.get("customer");
    if (customer === UNKNOWN_CUSTOMER) return resourceMissing(`No such customer: '${UNKNOWN_CUSTOMER}'`, 400);
    const id = `cs_test_standin${next++}`;
    const payment = form.get("mode") === "payment";
    const session: Session = {
      id,
      mode: payment ? "payment" : "setup",
      customer,
      status: "open",
      client_reference_id: form.get("client_reference_id"),
      success_url: form.get("success_url")!,
      cancel_url: form.get("cancel_url")!,
      amount_total: payment ? Number(form.get("line_items[0][price_data][unit_amount]")) : null,
      currency: payment ? form.get("line_items[0][price_data][currency]") : null,
      metadata: fieldsUnder(form, "metadata"),
      setup_future_usage: form.get("payment_intent_data[setup_future_usage]"),
    };
    sessions.set(id, session);
    return ok(sessionObject(session, false));
  }

  /** The hosted page: what is paid and a PAY button (a plain form, as Stripe's page works for the test). */
  function hostedPage(s: Session): StripeApiAnswer {
    const amount = s.amount_total === null ? "" : `${(s.amount_total / 100).toFixed(2)} ${s.currency?.toUpperCase()}`;
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe Checkout</title></head><body><main>
<h1>Stripe Checkout (test stand-in)</h1><p>${escapeHtml(s.mode === "payment" ? `Pay ${amount}` : "Save a card")}</p>
<form method="post"><p>Card 4242 4242 4242 4242</p><button type="submit">${s.mode === "payment" ? "Pay" : "Save card"}</button></form>
</main></body></html>`;
    return { status: 200, body: html };
  }

  async function answer({ method, path, form, idempotencyKey }: StripeApiRequest): Promise<StripeApiAnswer> {
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
    if (method === "POST" && path === "/v1/checkout/sessions") return createSession(form);
    const session = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (method === "GET" && session) {
      const s = sessions.get(session[1]!);
      return s ? ok(sessionObject(s, true)) : resourceMissing("No such checkout.session");
    }
    const page = path.match(/^\/c\/pay\/([^/]+)$/);
    const s = page ? sessions.get(page[1]!) : undefined;
    if (s && method === "GET") return hostedPage(s);
    if (s && method === "POST") {
      if (s.status === "open") {
        s.status = "complete";
        await options.onComplete?.(sessionObject(s, false));
      }
      return { status: 303, body: "", location: s.success_url.replace("{CHECKOUT_SESSION_ID}", s.id) };
    }
    return notFound;
  }

  return {
    answer,
    sessions,
    /** Where a browser reaches the stand-in, once its server listens. */
    setPageBase(url: string) {
      pageBase = url;
    },
    finish(id: string) {
      sessions.get(id)!.status = "complete";
    },
  };
}
