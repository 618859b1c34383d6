import type { LoaderFunctionArgs } from "@remix-run/node";
import { timelineExport } from "~/features/client-timeline/timeline.server";
import { requireIdParam } from "~/lib/route-params";

/** The money timeline's EXPORT TO CSV (a resource route: a plain GET, works without JavaScript). */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  return timelineExport(request, context, requireIdParam(params, "contactId"));
}
