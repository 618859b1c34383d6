import { Flex } from "@radix-ui/themes";
import { LeftPanel, type PanelUser } from "~/components/shell/left-panel";
import { PageHeading } from "./page-heading";

/** The dashboard screen (the cards come with a later issue): the left panel and the heading. */
export function DashboardPage({ user }: { user: PanelUser }) {
  return (
    <Flex gap="5" className="with-panel">
      <LeftPanel user={user} />
      <section className="panel-main">
        <PageHeading>Dashboard</PageHeading>
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
