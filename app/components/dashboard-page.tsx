import { Flex } from "~/components/primitives";
import { LeftPanel, type PanelUser } from "~/components/shell/left-panel";
// Screen code in components/: it moves to app/features/dashboard/ with the app/ rule (issue 34, item 4).
// eslint-disable-next-line import-x/no-restricted-paths -- until then
import { DashboardScreen } from "~/dashboard/dashboard-screen";
// eslint-disable-next-line import-x/no-restricted-paths -- until then
import type { DashboardView } from "~/dashboard/dashboard-view.server";
import { PageHeading } from "./page-heading";

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
