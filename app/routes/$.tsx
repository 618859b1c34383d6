import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { getOptionalSession } from "~/auth/session.server";
import { RouteErrorBoundary } from "~/components/route-error-boundary";

export const meta: MetaFunction = () => [{ title: "Page not found · Coach Hub" }];

/** Every unknown URL: a 404 inside the shell. */
export async function loader({ request }: LoaderFunctionArgs) {
  await getOptionalSession(request);
  throw new Response("Not found", { status: 404 });
}

export default function NotFound() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
