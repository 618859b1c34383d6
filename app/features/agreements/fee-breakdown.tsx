import { Heading, Text } from "~/components/primitives";
import type { PlanFees } from "~/api/billing-plans.server";
import { formatMoneyIn, formatPercent } from "~/lib/format";

/**
 * The fee breakdown of a plan's terms (design §5), as the backend's fee rules computed it
 * (POST /billingPlan/fees): the create and reissue forms show it beside the form, FEE CALCULATOR alone.
 * Every amount carries its currency, since USD and CAD plans meet here.
 */
export function FeeBreakdown({ fees, id = "fee-breakdown" }: { fees: PlanFees | null; id?: string }) {
  return (
    <section aria-labelledby={`${id}-title`} className="fee-breakdown" aria-live="polite">
      <Heading as="h3" size="3" mb="2" id={`${id}-title`}>
        Fee Breakdown
      </Heading>
      {fees ? (
        <>
          <dl className="fee-figures">
            <Figure label="Affiliate rate" value={formatMoneyIn(fees.affiliateRate, fees.chargeCurrency)} />
            <Figure label={`Tax (${formatPercent(fees.taxRate)})`} value={formatMoneyIn(fees.totalTax, fees.chargeCurrency)} />
            <Figure label="Client charge" value={formatMoneyIn(fees.totalInvoiceCharge, fees.chargeCurrency)} strong />
            <Figure label="Billing fee" value={formatMoneyIn(fees.aCBillingFee, fees.chargeCurrency)} />
            <Figure label="Merchant fee" value={formatMoneyIn(fees.merchantFee, fees.chargeCurrency)} />
            <Figure label="Net payment" value={formatMoneyIn(fees.affiliateNetPayment, fees.chargeCurrency)} strong />
          </dl>
          <Text as="p" size="1" color="gray">
            Monthly, fee type {fees.feeType}.
          </Text>
        </>
      ) : (
        <Text as="p" size="2" color="gray">
          Enter the affiliate rate, charge type, payment method and currency, then CALCULATE FEES.
        </Text>
      )}
    </section>
  );
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? "fee-figure fee-figure-total" : "fee-figure"}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
