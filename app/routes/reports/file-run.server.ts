import { MaxPartSizeExceededError, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData } from "@remix-run/node";
import { MAX_REPORT_FILE_BYTES, reportFileTooLarge } from "@domain/report-files";
import type { Report, ReportParameter } from "~/api/reports.server";
import type { AuthedSession } from "~/auth/session.server";
import { runSorted } from "~/features/reports/reports-data.server";
import {
  fileParameter,
  readReportUrl,
  runParameters,
  type FileRunCarry,
  type ReportRun,
  type ReportUrlState,
} from "~/features/reports/report-url";

export const uploadMissing = (name: string) => `Please choose the ${name} file.`;

export interface FileRun {
  state: ReportUrlState;
  run: ReportRun | null;
  carry: FileRunCarry | null;
  /** A refused upload (too large, none chosen), shown above the form. */
  uploadError: string | null;
}

/** The report id a file report's form posts to (`/reports?report=ID`), read before its body. */
export const postedReportId = (request: Request) => readReportUrl(new URL(request.url).searchParams).reportId;

/**
 * The posted form of a report: a multipart upload (RUN of a file report), or URL-encoded fields (a payout
 * report's RUN, or a file report's results posted back to re-sort: `resort=<column>.<dir>`).
 */
export async function readPostedForm(request: Request): Promise<FormData | "too large"> {
  if (!(request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) return request.formData();
  try {
    return await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({ maxPartSize: MAX_REPORT_FILE_BYTES }),
    );
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return "too large";
    throw error;
  }
}

/** The form's fields as the URL's search, the re-sort folded in as `sort` and `dir`, and the file's content. */
async function fieldsOf(form: FormData, file: ReportParameter) {
  const search = new URLSearchParams();
  let content = "";
  let fileName = "";
  for (const [key, value] of form) {
    if (key === `p${file.id}`) {
      if (typeof value === "string") content = value;
      else if (value.size > 0) {
        content = Buffer.from(await value.arrayBuffer()).toString("base64");
        fileName = value.name;
      }
    } else if (key === "fileName" && typeof value === "string") fileName = value;
    else if (typeof value === "string" && key !== "intent" && key !== "resort") search.append(key, value);
  }
  // A header's button sorts anew, over the sort the run was carried back with.
  const resort = form.get("resort");
  if (typeof resort === "string") {
    const [column, dir] = resort.split(".");
    search.set("sort", column ?? "");
    search.set("dir", dir ?? "asc");
  }
  return { search, content, fileName };
}

/** RUN of a report with a File parameter (docs/decisions/0285): the upload (or the content carried back) runs it. */
export async function runFileReport(auth: AuthedSession, report: Report, form: FormData | "too large"): Promise<FileRun> {
  const file = fileParameter(report)!;
  if (form === "too large")
    return { state: readReportUrl(new URLSearchParams()), run: null, carry: null, uploadError: reportFileTooLarge(file.name) };
  const { search, content, fileName } = await fieldsOf(form, file);
  const state = readReportUrl(search);
  if (content === "") return { state, run: null, carry: null, uploadError: uploadMissing(file.name) };
  const run = await runSorted(auth, report, runParameters(report, state.values, content), state.sort);
  const fields: [string, string][] = [
    ["report", String(report.id)],
    ...[...state.values].map(([id, value]): [string, string] => [`p${id}`, value]),
    [`p${file.id}`, content],
    ["fileName", fileName],
    ...(state.sort
      ? ([
          ["sort", String(state.sort.column)],
          ["dir", state.sort.dir],
        ] as [string, string][])
      : []),
  ];
  return { state, run, carry: { fields, fileName }, uploadError: null };
}
