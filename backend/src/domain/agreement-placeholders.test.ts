import { describe, expect, test } from "vitest";
import { agreementDate, fillAgreementPlaceholders, type AgreementValues } from "./agreement-placeholders";

const values: AgreementValues = {
  clientName: 'Ann "<Lee>" & co',
  affiliateName: "Cole Coach",
  companyName: "Coach & Co",
  planName: "Monthly",
  sessionsPerMonth: 4,
  sessionLength: 45,
  clientChargeCents: 123_456,
  currency: "CAD",
  chargeType: "Auto-charge",
  paymentMethod: "Credit Card Canada",
  firstDayOfService: "2026-02-29".replace("29", "28"),
  fullBillingStart: "2026-03-01",
  lastFullBill: "2099-12-01",
  lastDayOfService: "2099-12-31",
};

describe("agreement placeholders", () => {
  test("dates as 'Mon. DD, YYYY', 2099 as Ongoing", () => {
    expect(agreementDate("2026-05-07")).toBe("May. 07, 2026");
    expect(agreementDate("2099-12-01")).toBe("Ongoing");
  });

  test("fills every placeholder with escaped values; unknown ones stay; the result is sanitised", () => {
    const html = fillAgreementPlaceholders(
      '<p>{{clientName}}|{{affiliateName}}|{{companyName}}|{{planName}}|{{sessionsPerMonth}}|{{sessionLength}}|{{clientCharge}}|{{currency}}|{{chargeType}}|{{paymentMethod}}|{{firstDayOfService}}|{{fullBillingStart}}|{{lastFullBill}}|{{lastDayOfService}}|{{ clientCharge }}|{{nope}}</p><img src=x onerror=alert(1)><a href="javascript:x">l</a>',
      values,
    );
    expect(html).toBe(
      '<p>Ann "&lt;Lee&gt;" &amp; co|Cole Coach|Coach &amp; Co|Monthly|4|45|$1,234.56 CAD|CAD|Auto-charge|Credit Card Canada|Feb. 28, 2026|Mar. 01, 2026|Ongoing|Ongoing|$1,234.56 CAD|{{nope}}</p>l',
    );
  });

  test("a value cannot inject markup", () => {
    const html = fillAgreementPlaceholders("<p>{{clientName}}</p>", { ...values, clientName: "<script>x</script>" });
    expect(html).toBe("<p>&lt;script&gt;x&lt;/script&gt;</p>");
  });
});
