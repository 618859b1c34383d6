import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { requireSession } from "~/auth/session.server";
import clientMgmtStyles from "~/styles/client-mgmt.css?url";
import contactsStyles from "~/styles/contacts.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contactsStyles },
  { rel: "stylesheet", href: clientMgmtStyles },
];

/**
 * Client Management (billing spec §2): the grid (/clientMgmt), a client's details (/clientMgmt/{contactId},
 * whose plan dialogs are its child routes) and /clientMgmt/autoload, for logged-in users only.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireSession(request);
  return null;
}

export default function ClientManagementLayout() {
  return <Outlet />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
