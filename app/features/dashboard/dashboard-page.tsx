import { Flex } from "~/components/primitives";
import { LeftPanel, type PanelUser } from "~/components/shell/left-panel";
import { DashboardScreen } from "./dashboard-screen";
import type { DashboardView } from "./dashboard-view.server";
import { PageHeading } from "~/components/page-heading";

/** The dashboard screen (access spec §2): the left panel, the four cards and the 12-month chart. */
export function DashboardPage({ user, view }: { user: PanelUser; view: DashboardView }) {
  return (
    <Flex gap="5" className="with-panel">
      <LeftPanel user={user} />
      <section className="panel-main">
        <PageHeading>Dashboard</PageHeading>
        <DashboardScreen view={view} />
      </section>
    </Flex>
  );
}

export function HomePage({ user }: { user: PanelUser }) {
  return (
    <Flex gap="5" className="with-panel">
      <LeftPanel user={user} />
      <section className="panel-main">
        <PageHeading>Home</PageHeading>
      </section>
    </Flex>
  );
}
