import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireSession } from "~/auth/session.server";
import { NotificationsManager } from "~/components/notifications-manager";
import { loadNotificationsManager } from "~/components/notifications-manager.server";
import { PageHeading } from "~/components/page-heading";
import { canSeeSettings } from "~/lib/roles";

export const meta: MetaFunction = () => [{ title: "Settings · Coach Hub" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireSession(request);
  return {
    staff: canSeeSettings(auth.sysUser.userRole),
    notifications: await loadNotificationsManager(request, auth),
  };
}

/** Role 2 or lower: 'Settings Coming Soon'. Staff: the heading (notifications and users come later). */
export default function Settings() {
  const { staff, notifications } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading>{staff ? "Settings" : "Settings Coming Soon"}</PageHeading>
      {notifications ? <NotificationsManager data={notifications} /> : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
