import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { getOptionalSession } from "~/auth/session.server";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { notFound, notFoundMessage } from "~/lib/responses";

export const meta: MetaFunction = () => [{ title: "Page not found · Coach Hub" }];

/** Every unknown URL: a 404 inside the shell. */
export async function loader({ request }: LoaderFunctionArgs) {
  await getOptionalSession(request);
  throw notFound(notFoundMessage("Page", new URL(request.url).pathname.slice(0, 200)));
}

export default function NotFound() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
