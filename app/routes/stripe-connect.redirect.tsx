import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { requireSession } from "~/auth/session.server";
import { PageHeading } from "~/components/page-heading";

export const meta: MetaFunction = () => [{ title: "Stripe Connect · Coach Hub" }];

/** Filled by a later issue; for now the screen exists, inside the shell, for logged-in users only. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireSession(request);
  return null;
}

export default function Screen() {
  return <PageHeading>Stripe Connect</PageHeading>;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
