import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadPanelUser } from "~/auth/panel-user.server";
import { requireSession } from "~/auth/session.server";
import { DashboardPage } from "~/components/dashboard-page";

export async function loader({ request }: LoaderFunctionArgs) {
  const auth = await requireSession(request);
  return { user: await loadPanelUser(auth) };
}

export default function Dashboard() {
  const { user } = useLoaderData<typeof loader>();
  return <DashboardPage user={user} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
