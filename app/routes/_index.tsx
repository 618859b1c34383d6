import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadPanelUser } from "~/auth/panel-user.server";
import { getOptionalSession, isLoggedIn, requireSession } from "~/auth/session.server";
import { DashboardPage } from "~/components/dashboard-page";
import { LoginPrompt } from "~/components/login-prompt";

/** "/": without a token, asks to log in (no redirect); with one, the dashboard. */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getOptionalSession(request);
  if (!isLoggedIn(session)) return { user: null };
  const auth = await requireSession(request);
  return { user: await loadPanelUser(auth) };
}

export default function Index() {
  const { user } = useLoaderData<typeof loader>();
  return user ? <DashboardPage user={user} /> : <LoginPrompt />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
