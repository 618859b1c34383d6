import { and, asc, eq, inArray, isNotNull, isNull, lte, or, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { reportAllowedAffiliates, reportParameters, reports } from "../../db/schema";
import type { Actor } from "../../http/actor";
import { isAffiliate, isFinance, Role } from "../../http/authorize";
import { toWireReport, type WireReport } from "./reports.wire";

/** Tuition Payments (spec §6): finance's (user_role 8), and an allow-listed affiliate's; no other role sees it. */
export const TUITION_REPORT_ID = 14;

/** Whose report list it is: the acting user (an impersonated affiliate) with their role; 37 sees what 8 sees. */
export interface Viewer {
  userId: number;
  role: number;
}

/** Only affiliates are impersonated (authorize.ts mayImpersonate), so an acting-as user views as role 2. */
export function viewerOf(actor: Actor): Viewer {
  if (actor.actingAsUserId !== actor.userId) return { userId: actor.actingAsUserId, role: Role.Affiliate };
  return { userId: actor.userId, role: isFinance(actor.role) ? Role.Finance : actor.role };
}

/**
 * The reports a role may see (spec §6; user_role is the lowest role that may): an affiliate their built-ins
 * (affiliate_value 0–7), the custom reports of their role and the reports whose allow list names them;
 * staff every report but the affiliates' built-ins up to their role (so Tuition Payments, user_role 8, is
 * finance's only).
 */
function visibleTo(q: Queryable, role: number, affiliateId: number | null): SQL {
  if (!isAffiliate(role)) return and(isNull(reports.affiliateValue), lte(reports.userRole, role))!;
  const allowed =
    affiliateId === null
      ? undefined
      : inArray(
          reports.id,
          q
            .select({ id: reportAllowedAffiliates.reportId })
            .from(reportAllowedAffiliates)
            .where(eq(reportAllowedAffiliates.userId, affiliateId)),
        );
  return or(isNotNull(reports.affiliateValue), and(eq(reports.isCustom, true), lte(reports.userRole, role)), allowed)!;
}

/** The reports of `role` with their parameters, by sort; an affiliate's allow-listed reports when `affiliateId`. */
export async function reportsFor(q: Queryable, role: number, affiliateId: number | null): Promise<WireReport[]> {
  const rows = await q
    .select()
    .from(reports)
    .where(visibleTo(q, role, affiliateId))
    .orderBy(asc(reports.sort), asc(reports.id));
  if (rows.length === 0) return [];
  const params = await q
    .select()
    .from(reportParameters)
    .where(
      inArray(
        reportParameters.reportId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(reportParameters.sort), asc(reportParameters.id));
  return rows.map((r) =>
    toWireReport(
      r,
      params.filter((p) => p.reportId === r.id),
    ),
  );
}

/** The report `id` if the viewer may see it, with its parameter definitions; null when not. */
export async function visibleReport(q: Queryable, viewer: Viewer, id: number) {
  const [row] = await q
    .select()
    .from(reports)
    .where(and(eq(reports.id, id), visibleTo(q, viewer.role, isAffiliate(viewer.role) ? viewer.userId : null)))
    .limit(1);
  if (!row) return null;
  const params = await q.select().from(reportParameters).where(eq(reportParameters.reportId, id));
  return { report: row, params };
}
