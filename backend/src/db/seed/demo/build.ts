import { latestIssuedBillingMonth } from "../../../domain/billing-period";
import { buildAffiliate } from "./affiliate";
import { demoAgreementTemplates } from "./agreement-templates";
import { at, firstOfMonth, monthIndexOf } from "./calendar";
import { emptyRows, type DemoContext, type IdAllocator, type Rows } from "./context";
import { DEMO_AFFILIATES } from "./data";
import { buildLibrary } from "./library";
import { buildNotifications } from "./notifications";
import { buildStaffUsers } from "./users";

export interface SeedDemoOptions {
  /** Multiplies the affiliates and their contacts, plans and invoices. */
  scale: number;
  /** The data is laid out around this date's month (18 months of history up to it). */
  today: Date;
  /** One scrypt hash of DEMO_PASSWORD, shared by every demo user. */
  passwordHash: string;
}

const HISTORY_MONTHS = 18;

/** The demo data set, in memory. Deterministic for a given scale and calendar date of `today`. */
export function buildDemo(options: SeedDemoOptions, ids: IdAllocator): Rows {
  const scale = Math.max(1, Math.floor(options.scale));
  const today = options.today;
  const todayIso = today.toISOString().slice(0, 10);
  const current = monthIndexOf(today);
  const rows = emptyRows();

  const staffSince = at(firstOfMonth(current - 36), 15);
  const financeId = buildStaffUsers({ ids, rows }, options.passwordHash, staffSince);
  const templateIds = demoAgreementTemplates.map((template) => {
    const id = ids.take("agreementTemplates");
    rows.agreementTemplates.push({ id, ...template, createdAt: staffSince, updatedAt: staffSince });
    return id;
  });

  const ctx: DemoContext = {
    ids,
    rows,
    today,
    todayIso,
    current,
    issuedThrough: monthIndexOf(latestIssuedBillingMonth(todayIso)),
    firstHistoryMonth: current - (HISTORY_MONTHS - 1),
    financeId,
    financeName: "Fiona Finance",
    templateIds,
  };

  const affiliateIds: number[] = [];
  for (let copy = 0; copy < scale; copy++) {
    DEMO_AFFILIATES.forEach((affiliate, index) => {
      affiliateIds.push(buildAffiliate(ctx, affiliate, index, copy, options.passwordHash));
    });
  }

  buildNotifications(ctx, affiliateIds[0]!);
  buildLibrary(ctx);
  return rows;
}
