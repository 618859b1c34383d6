import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { optionalPanelUser } from "~/auth/panel-user.server";
import { HomePage } from "~/features/dashboard/dashboard-page";
import { LoginPrompt } from "~/features/dashboard/login-prompt";

/** "/home": without a token, asks to log in (no redirect); with one, the home page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return { user: await optionalPanelUser(request, context) };
}

export default function Home() {
  const { user } = useLoaderData<typeof loader>();
  return user ? <HomePage user={user} /> : <LoginPrompt />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
