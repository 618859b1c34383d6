import { parseWithZod } from "@conform-to/zod/v4";
import { api, ApiError } from "~/api/index.server";
import type { AuthedSession } from "~/auth/session.server";
import { redirectWithToast } from "~/auth/toast.server";
import { badRequest } from "~/lib/responses";
import { invoiceUrls } from "./invoice-view";
import { ChargeCardForm } from "./schema";

/**
 * CHARGE CARD NOW on client details (docs/decisions/0366): the backend charges the saved card for the
 * balance; back to the open invoice with what happened as a toast (the amount charged, the provider's
 * decline, or why it was refused).
 */
export async function chargeCardNow(auth: AuthedSession, contactId: number, form: FormData) {
  const submission = parseWithZod(form, { schema: ChargeCardForm });
  if (submission.status !== "success") throw badRequest("The invoice to charge is missing.");
  const back = invoiceUrls(contactId).open(submission.value.invoiceId);
  try {
    const answer = await api(auth).invoices.chargeNow(submission.value.invoiceId);
    return redirectWithToast(back, { message: answer.message, type: answer.outcome === "succeeded" ? "success" : "error" });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return redirectWithToast(back, { message: error.message, type: "error" });
  }
}
