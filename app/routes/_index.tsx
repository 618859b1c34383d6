import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { optionalPanelUser } from "~/auth/panel-user.server";
import { DashboardPage } from "~/components/dashboard-page";
import { LoginPrompt } from "~/components/login-prompt";

/** "/": without a token, asks to log in (no redirect); with one, the dashboard. */
export async function loader({ request }: LoaderFunctionArgs) {
  return { user: await optionalPanelUser(request) };
}

export default function Index() {
  const { user } = useLoaderData<typeof loader>();
  return user ? <DashboardPage user={user} /> : <LoginPrompt />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
