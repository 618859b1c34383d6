import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { simulatedConnectAccounts, simulatedTransfers } from "../../db/schema";
import { recordedByKey, recordOnce } from "./simulated-record";
import { ACCOUNT_NOT_READY, type TransferResult, type TransfersApi } from "./transfers";

type TransferRow = typeof simulatedTransfers.$inferSelect;

const resultOf = (row: TransferRow): TransferResult =>
  row.status === "paid"
    ? { status: "paid", transferId: row.id }
    : {
        status: "refused",
        code: row.refusalCode ?? ACCOUNT_NOT_READY.code,
        message: row.refusalMessage ?? ACCOUNT_NOT_READY.message,
      };

/**
 * Transfers of the simulated provider, kept in simulated_transfers: an onboarded, still connected account
 * is paid; any other is refused, as Stripe refuses a destination without the transfers capability. A key
 * already used answers its first result, as Stripe's idempotency does.
 */
export function simulatedTransfersApi({ db, now }: { db: Db; now: () => Date }): TransfersApi {
  return {
    async create(input) {
      const earlier = await recordedByKey(db, simulatedTransfers, input.idempotencyKey);
      if (earlier) return resultOf(earlier);
      const [account] = await db
        .select()
        .from(simulatedConnectAccounts)
        .where(eq(simulatedConnectAccounts.id, input.destinationAccountId));
      const refusal = !account
        ? { code: "resource_missing", message: `No such destination: '${input.destinationAccountId}'` }
        : !account.detailsSubmitted || account.disconnectedAt
          ? ACCOUNT_NOT_READY
          : null;
      return resultOf(
        await recordOnce(db, simulatedTransfers, {
          id: `tr_sim_${randomBytes(12).toString("hex")}`,
          idempotencyKey: input.idempotencyKey,
          destinationAccountId: input.destinationAccountId,
          amountCents: input.amountCents,
          currency: input.currency,
          status: refusal ? "refused" : "paid",
          refusalCode: refusal?.code ?? null,
          refusalMessage: refusal?.message ?? null,
          createdAt: now(),
        }),
      );
    },
  };
}
