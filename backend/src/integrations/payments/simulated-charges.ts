import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { simulatedCharges, simulatedCustomers } from "../../db/schema";
import { CARD_MESSAGES, checkCard, type CardDetails, type CardEntry } from "./cards";
import type { CardChargeInput, CardChargeResult } from "./provider";
import { NO_SAVED_CARD, type ChargeResult, type PaymentIntentsApi } from "./charges";
import { recordOnce } from "./simulated-record";

/** Stripe's test card 4000 0000 0000 0341: it saves, and every charge on it is declined. */
const DECLINED_AT_CHARGE_LAST4 = "0341";

export const simulatedReceiptPath = (chargeId: string) => `/api/v1/payments/simulated/receipts/${chargeId}`;

type ChargeRow = typeof simulatedCharges.$inferSelect;

function resultOf(row: ChargeRow, base: string): ChargeResult {
  if (row.status === "succeeded")
    return { status: "succeeded", chargeId: row.id, receiptUrl: `${base}${simulatedReceiptPath(row.id)}` };
  return { status: "declined", code: row.declineCode ?? "card_declined", message: row.declineMessage ?? CARD_MESSAGES.declined };
}

function withCard(result: ChargeResult, row: ChargeRow, card: CardDetails | null = null): CardChargeResult {
  if (result.status !== "succeeded") return result;
  const details =
    card ?? (row.cardLast4 ? { brand: row.cardBrand ?? "unknown", last4: row.cardLast4, expMonth: 0, expYear: 0 } : null);
  return { ...result, card: details };
}

/**
 * Charges of the simulated provider, kept in simulated_charges: the saved card decides (Stripe's test
 * cards: a card ending 0341 is declined, any other saved card succeeds), and a key already used answers
 * its first result, as Stripe's idempotency does.
 */
export function simulatedPaymentIntents({ db, now, publicBaseUrl }: { db: Db; now: () => Date; publicBaseUrl: string }) {
  const base = publicBaseUrl.replace(/\/$/, "");
  const api: PaymentIntentsApi = {
    // Two statements on a first call (the card, the charge); a key already used conflicts on insert and
    // answers its first charge's result.
    async charge(input) {
      const [customer] = await db.select().from(simulatedCustomers).where(eq(simulatedCustomers.id, input.customerId));
      const decline = !customer?.cardLast4
        ? NO_SAVED_CARD
        : customer.cardLast4 === DECLINED_AT_CHARGE_LAST4
          ? { code: "card_declined", message: CARD_MESSAGES.declined }
          : null;
      const row = await recordOnce(db, simulatedCharges, {
        id: `ch_sim_${randomBytes(12).toString("hex")}`,
        idempotencyKey: input.idempotencyKey,
        customerId: input.customerId,
        region: input.region,
        amountCents: input.amountCents,
        currency: input.currency,
        status: decline ? "declined" : "succeeded",
        declineCode: decline?.code ?? null,
        declineMessage: decline?.message ?? null,
        cardBrand: customer?.cardBrand ?? null,
        cardLast4: customer?.cardLast4 ?? null,
        createdAt: now(),
      });
      return resultOf(row, base);
    },
  };
  /**
   * A card entered once (the pay-now page): checked as Stripe's form would, then charged; a declined card is
   * recorded as Stripe keeps a failed charge, so the same key answers the same decline. With `saveOn` the
   * card is saved on that customer (by the provider's `saveCard`, passed in) once the charge succeeded.
   */
  async function chargeCard(
    input: CardChargeInput & { card: CardEntry; saveOn?: { customerId: string } },
    save: (customerId: string) => Promise<unknown>,
  ): Promise<CardChargeResult> {
    const first = await db.select().from(simulatedCharges).where(eq(simulatedCharges.idempotencyKey, input.idempotencyKey));
    if (first[0]) return withCard(resultOf(first[0], base), first[0]);
    const checked = checkCard(input.card, now());
    if (!checked.ok && checked.code !== "card_declined")
      return { status: "declined", code: checked.code, message: checked.message };
    const decline = !checked.ok
      ? { code: checked.code, message: checked.message }
      : checked.card.last4 === DECLINED_AT_CHARGE_LAST4
        ? { code: "card_declined", message: CARD_MESSAGES.declined }
        : null;
    const row = await recordOnce(db, simulatedCharges, {
      id: `ch_sim_${randomBytes(12).toString("hex")}`,
      idempotencyKey: input.idempotencyKey,
      customerId: input.saveOn?.customerId ?? "",
      region: input.region,
      amountCents: input.amountCents,
      currency: input.currency,
      status: decline ? "declined" : "succeeded",
      declineCode: decline?.code ?? null,
      declineMessage: decline?.message ?? null,
      cardBrand: checked.ok ? checked.card.brand : null,
      cardLast4: checked.ok ? checked.card.last4 : null,
      createdAt: now(),
    });
    if (row.status === "succeeded" && input.saveOn) await save(input.saveOn.customerId);
    return withCard(resultOf(row, base), row, checked.ok ? checked.card : null);
  }
  return {
    ...api,
    chargeCard,
    /** The receipt page's data (features/billing-run/simulated-receipt.routes.ts); only successful charges have one. */
    async receipt(chargeId: string): Promise<ChargeRow | undefined> {
      const [row] = await db.select().from(simulatedCharges).where(eq(simulatedCharges.id, chargeId));
      return row?.status === "succeeded" ? row : undefined;
    },
  };
}

export type SimulatedPaymentIntents = ReturnType<typeof simulatedPaymentIntents>;
