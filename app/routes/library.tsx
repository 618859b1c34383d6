import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireSession } from "~/auth/session.server";
import { PageHeading } from "~/components/page-heading";

export const meta: MetaFunction = () => [{ title: "Library · Coach Hub" }];

/** Only with canAccessDocs (spec §6); others get the 403 page inside the shell. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireSession(request);
  if (!user.canAccessDocs) throw new Response("You do not have access to the library.", { status: 403 });
  return null;
}

export default function Library() {
  return <PageHeading>Library</PageHeading>;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
