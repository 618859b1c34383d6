import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { simulatedCharges, simulatedCustomers } from "../../db/schema";
import { CARD_MESSAGES } from "./cards";
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
  return {
    ...api,
    /** The receipt page's data (features/billing-run/simulated-receipt.routes.ts); only successful charges have one. */
    async receipt(chargeId: string): Promise<ChargeRow | undefined> {
      const [row] = await db.select().from(simulatedCharges).where(eq(simulatedCharges.id, chargeId));
      return row?.status === "succeeded" ? row : undefined;
    },
  };
}

export type SimulatedPaymentIntents = ReturnType<typeof simulatedPaymentIntents>;
