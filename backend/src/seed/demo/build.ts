import { buildAffiliate } from "./affiliate";
import { demoAgreementTemplates } from "./agreement-templates";
import { at, firstOfMonth, monthIndexOf } from "./calendar";
import { emptyRows, type DemoBuild, type DemoContext, type IdAllocator } from "./context";
import { DEMO_AFFILIATES } from "./data";
import { buildLibrary } from "./library";
import { buildNotifications } from "./notifications";
import { buildStaffUsers } from "./users";

export interface SeedDemoOptions {
  /** Multiplies the affiliates and their contacts, plans and invoices. */
  scale: number;
  /** The data is laid out around this date's month (HISTORY_MONTHS of history up to it). */
  today: Date;
  /** One scrypt hash of DEMO_PASSWORD, shared by every demo user. */
  passwordHash: string;
}

/** Months of billing history the clock plays for the demo (docs/decisions/0265: its cost is linear in months). */
export const HISTORY_MONTHS = 6;

/**
 * The demo data set before its history, in memory: users, contacts and signed plans, and what will happen
 * to them (./story.ts), which ./history.ts plays through the billing clock. Deterministic for a given scale
 * and calendar date of `today`.
 */
export function buildDemo(options: SeedDemoOptions, ids: IdAllocator): DemoBuild {
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

  const stories: DemoContext["stories"] = { plans: [], cards: [], pastClients: [] };
  const ctx: DemoContext = {
    ids,
    rows,
    stories,
    today,
    todayIso,
    current,
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
  return { rows, ...stories, financeId };
}
