import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getOptionalSession, isLoggedIn } from "~/auth/session.server";
import { DashboardPage } from "~/features/dashboard/dashboard-page";
import { LoginPrompt } from "~/features/dashboard/login-prompt";
import { dashboardLoader } from "~/features/dashboard/dashboard-view.server";
import dashboardStyles from "~/styles/dashboard.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: dashboardStyles }];

/** "/": without a token, asks to log in (no redirect); with one, the dashboard. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!isLoggedIn(await getOptionalSession(request))) return null;
  return dashboardLoader(request, context);
}

export default function Index() {
  const data = useLoaderData<typeof loader>();
  return data ? <DashboardPage user={data.user} view={data.view} /> : <LoginPrompt />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
