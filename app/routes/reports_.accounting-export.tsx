import type { LoaderFunctionArgs } from "@remix-run/node";
import { accountingExportFile } from "~/features/reports/accounting-export.server";

/** Report 17's import file (a resource route: the results' EXPORT TO CSV is a plain link here). */
export const loader = (args: LoaderFunctionArgs) => accountingExportFile(args);
