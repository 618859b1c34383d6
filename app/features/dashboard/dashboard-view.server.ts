import type { AppLoadContext } from "@remix-run/node";
import { api, ApiError } from "~/api/index.server";
import type { Activity, DashboardData, DashboardInvoice, Page } from "~/api/dashboard.server";
import { loadPanelUser } from "~/auth/panel-user.server";
import { requireSession, type AuthedSession } from "~/auth/session.server";
import { allInOrder } from "~/lib/all-in-order";
import { MODAL_PAGE_SIZE, parseDashboardModal, type DashboardModal } from "./modal-state";

export type ModalPage = { kind: "invoices"; page: Page<DashboardInvoice> } | { kind: "activity"; page: Page<Activity> } | null;

export interface DashboardView {
  data: DashboardData | null;
  modal: DashboardModal;
  modalPage: ModalPage;
  error: string | null;
}

/** The figures (GET /report/dashboard/{userId}) and, when a modal's URL is open, its page of rows. */
export async function dashboardView(auth: AuthedSession, url: URL): Promise<DashboardView> {
  const modal = parseDashboardModal(url.searchParams);
  const backend = api(auth).dashboard;
  const modalRead = async (): Promise<ModalPage> => {
    if (modal?.kind === "invoices") {
      return { kind: "invoices", page: await backend.invoices(auth.user.id, modal.list, modal.after, MODAL_PAGE_SIZE) };
    }
    if (modal?.kind === "activity") {
      return { kind: "activity", page: await backend.activity(auth.user.id, modal.scope, modal.after, MODAL_PAGE_SIZE) };
    }
    return null;
  };
  try {
    // Independent calls, made together; a failure is the one the first of them gives.
    const [data, modalPage] = await allInOrder([backend.data(auth.user.id), modalRead()]);
    return { data, modal, modalPage, error: null };
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    return { data: null, modal: null, modalPage: null, error: `Failed to Get Dashboard --- error: ${e.message}` };
  }
}

/** The dashboard's loader (on /dashboard and on / when logged in): without a session, to the login. */
export async function dashboardLoader(request: Request, context: AppLoadContext) {
  const auth = await requireSession(request, context);
  const [user, view] = await Promise.all([loadPanelUser(auth), dashboardView(auth, new URL(request.url))]);
  return { user, view };
}
