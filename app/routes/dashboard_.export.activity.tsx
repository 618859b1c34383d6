import type { LoaderFunctionArgs } from "@remix-run/node";
import { activityExport } from "~/features/dashboard/exports.server";

/** The activity modal's EXPORT TO CSV (a resource route: a plain GET, works without JavaScript). */
export function loader({ request, context }: LoaderFunctionArgs) {
  return activityExport(request, context);
}
