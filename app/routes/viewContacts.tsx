import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { requireSession } from "~/auth/session.server";
import { PageHeading } from "~/components/page-heading";

export const meta: MetaFunction = () => [{ title: "View/Edit Contacts · Coach Hub" }];

/** Filled by a later issue; for now the screen exists, inside the shell, for logged-in users only. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireSession(request);
  return null;
}

export default function Screen() {
  return (
    <>
      <PageHeading>View/Edit Contacts</PageHeading>
      <Outlet />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
