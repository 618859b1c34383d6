import { ErrorCallout } from "~/components/error-callout";
import { DashboardCards } from "./dashboard-cards";
import type { DashboardView } from "./dashboard-view.server";
import { ListDialog } from "./list-dialog";
import { RevenueChart } from "./revenue-chart";

/** The dashboard's content beside the left panel: cards, chart, and the open modal if any. */
export function DashboardScreen({ view }: { view: DashboardView }) {
  return (
    <>
      <ErrorCallout error={view.error} />
      {view.data ? (
        <>
          <DashboardCards data={view.data} />
          <RevenueChart monthly={view.data.monthly} />
        </>
      ) : null}
      {view.modal && view.modalPage ? <ListDialog modal={view.modal} modalPage={view.modalPage} /> : null}
    </>
  );
}
