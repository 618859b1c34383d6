-- A card charge is recorded as a payment once, whether the billing clock or Stripe's webhook writes it
-- first (a refund carries the charge id it refunds, so refunds are left out).
CREATE UNIQUE INDEX "payments_charge_once_idx" ON "payments" ("stripe_charge_id") WHERE "payments"."stripe_charge_id" is not null and not "payments"."is_refund";
