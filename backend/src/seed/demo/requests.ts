import { monthNameOf } from "../../domain/billing-period";
import { demoAgreementTemplates } from "./agreement-templates";
import { at, dayOfMonth, firstOfMonth, yearOf } from "./calendar";
import type { AffiliateClients } from "./contacts";
import type { DemoContext } from "./context";
import type { Random } from "./random";

/** A template change request for a Pending client and a (done) client request about last month's invoice. */
export function buildRequests(ctx: DemoContext, random: Random, { affiliateId, affiliate: a, clients }: AffiliateClients): void {
  const pending = clients.find((c) => c.status === "Pending");
  if (pending && random.chance(0.7)) {
    const id = ctx.ids.take("templateChangeRequests");
    const createdAt = at(dayOfMonth(ctx.current, 1), 16);
    ctx.rows.templateChangeRequests.push({
      id,
      agreementTemplateId: ctx.templateIds[0]!,
      affiliateId,
      contactId: pending.id,
      affiliateName: `${a.firstName} ${a.lastName}`,
      contactName: `${pending.firstName} ${pending.lastName}`,
      agreementTemplateName: demoAgreementTemplates[0]!.displayName,
      newClient: true,
      status: "Submitted",
      createdAt,
    });
    ctx.rows.templateChangeItems.push(
      {
        requestId: id,
        sort: 0,
        oldText: "Either party may end this agreement with 30 days' written notice.",
        newText: "Either party may end this agreement with 14 days' written notice.",
      },
      {
        requestId: id,
        sort: 1,
        oldText: "by telephone or video call",
        newText: "in person at the Coach's office or by video call",
      },
    );
  }
  const active = clients.find((c) => c.status === "Active");
  if (active && random.chance(0.6)) {
    const month = ctx.current - 1;
    ctx.rows.clientRequests.push({
      kind: "client_request",
      affiliateId,
      requestedByUserId: affiliateId,
      contactId: active.id,
      clientName: `${active.firstName} ${active.lastName}`,
      invoiceMonth: monthNameOf(firstOfMonth(month)),
      invoiceYear: yearOf(month),
      invoiceAmountCents: null,
      actionRequested: random.pick(["Void Invoice", "Stop Auto-Payment Collection", "Pause Reminder Notifications"]),
      explanation: "The client prepaid this month by cheque at our last session.",
      status: "Done",
      createdAt: at(dayOfMonth(month, 20), 15),
    });
  }
}
