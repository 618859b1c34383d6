import type { LoaderFunctionArgs } from "@remix-run/node";
import { invoicesExport } from "~/features/dashboard/exports.server";

/** The invoice modal's EXPORT TO CSV (a resource route: a plain GET, works without JavaScript). */
export function loader({ request, context }: LoaderFunctionArgs) {
  return invoicesExport(request, context);
}
