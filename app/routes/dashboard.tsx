import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DashboardPage } from "~/features/dashboard/dashboard-page";
import { dashboardLoader } from "~/features/dashboard/dashboard-view.server";
import dashboardStyles from "~/styles/dashboard.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: dashboardStyles }];
export const meta: MetaFunction = () => [{ title: "Dashboard · Coach Hub" }];

/** /dashboard: the figures of the acting user (access spec §2); ?list= and ?activity= open a modal. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return dashboardLoader(request, context);
}

export default function Dashboard() {
  const { user, view } = useLoaderData<typeof loader>();
  return <DashboardPage user={user} view={view} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
