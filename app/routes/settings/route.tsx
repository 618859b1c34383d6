import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { requireSession } from "~/auth/session.server";
import { NotificationsManager } from "./notifications-manager";
import { loadNotificationsManager } from "./notifications-manager.server";
import { PageHeading } from "~/components/page-heading";
import { UsersGrid } from "./users-grid";
import { loadUsersGrid } from "./users-grid.server";
import { canReadOutbox, canSeeSettings } from "~/lib/roles";

export const meta: MetaFunction = () => [{ title: "Settings · Coach Hub" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireSession(request, context);
  const staff = canSeeSettings(auth.sysUser.userRole);
  const outbox = canReadOutbox(auth.sysUser.userRole);
  if (!staff) return { staff, outbox, notifications: null, usersGrid: null };
  const [notifications, usersGrid] = await Promise.all([loadNotificationsManager(request, auth), loadUsersGrid(request, auth)]);
  return { staff, outbox, notifications, usersGrid };
}

/** Role 2 or lower: 'Settings Coming Soon'. Staff: the Users grid (its user form is the nested route). */
export default function Settings() {
  const { staff, outbox, notifications, usersGrid } = useLoaderData<typeof loader>();
  if (!staff) return <PageHeading>Settings Coming Soon</PageHeading>;
  return (
    <>
      <PageHeading>Settings</PageHeading>
      <Outlet />
      {notifications ? <NotificationsManager data={notifications} outbox={outbox} /> : null}
      {usersGrid ? <UsersGrid data={usersGrid} /> : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
