import type { LinksFunction } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import clientMgmtStyles from "~/styles/client-mgmt.css?url";
import contactsStyles from "~/styles/contacts.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contactsStyles },
  { rel: "stylesheet", href: clientMgmtStyles },
];

/**
 * Client Management (billing spec §2): the grid (/clientMgmt), a client's details (/clientMgmt/{contactId},
 * whose plan dialogs are its child routes) and /clientMgmt/autoload, for logged-in users only. The layout
 * has no loader: Remix runs a page's loaders side by side, so a session check here would hold no child
 * back, and every child's loader checks the session itself.
 */

export default function ClientManagementLayout() {
  return <Outlet />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
