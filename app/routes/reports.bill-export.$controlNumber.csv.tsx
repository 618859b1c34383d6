import type { LoaderFunctionArgs } from "@remix-run/node";
import { billExportCsv } from "~/features/reports/bill-export-csv.server";

/** The bill export's CSV (a resource route: the confirmation's YES is a plain link here). */
export const loader = (args: LoaderFunctionArgs) => billExportCsv(args);
