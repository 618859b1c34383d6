import { Form } from "@remix-run/react";
import { Button } from "~/components/button";
import { Callout, Flex } from "~/components/primitives";
import type { Report, ReportParameter } from "~/api/reports.server";
import type { BillExportSummary } from "~/api/payouts.server";
import { BillExportPicker } from "./bill-export-picker";
import { isPayoutReport } from "@domain/payout-runs";
import { fileParameter, visibleParameters } from "~/features/reports/report-url";

/** One input per visible parameter by its type (spec §9): String text or a picker, DateTime a date, File an upload. */
function ParameterInput({ p, value }: { p: ReportParameter; value: string | undefined }) {
  const id = `param-${p.id}`;
  const name = `p${p.id}`;
  const initial = value ?? p.defaultValue ?? "";
  let input;
  if (p.values && p.values.length > 0) {
    input = (
      <select id={id} name={name} defaultValue={initial} className="plain-input">
        {p.values.map((v) => (
          <option key={v} value={v}>
            {v}
          </option>
        ))}
      </select>
    );
  } else if (p.dataType === "DateTime") {
    input = <input id={id} name={name} type="date" defaultValue={initial} className="plain-input" />;
  } else if (p.dataType === "File") {
    input = <input id={id} name={name} type="file" accept=".csv,text/csv" className="plain-input" />;
  } else {
    input = <input id={id} name={name} type="text" defaultValue={initial} className="plain-input" />;
  }
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {p.name}
      </label>
      {input}
    </div>
  );
}

/**
 * The run is a GET form (docs/decisions/0239): `?report=&p41=…&run=1`, so results are a URL to bookmark
 * or share and the same without JavaScript. Without RUN (spec §6) the parameters are only shown. The payout
 * reports (9 and 11) post instead: their operations move money (docs/decisions/0272); so does a report with a
 * File parameter, as a multipart upload (docs/decisions/0285).
 */
export function ReportParametersForm({
  report,
  values,
  mode,
  uploadError = null,
  billExports = null,
}: {
  report: Report;
  values: Record<string, string>;
  mode: "button" | "auto" | "none";
  /** A refused upload of a file report's RUN (too large, none chosen). */
  uploadError?: string | null;
  /** Report 9's past exports: its Control Number is picked among them (docs/decisions/0394). */
  billExports?: BillExportSummary[] | null;
}) {
  const all = visibleParameters(report);
  const picker = billExports ? (all.find((p) => p.sqlParamName === "@ControlNumber") ?? null) : null;
  const params = all.filter((p) => p !== picker);
  if (mode === "auto") return null;
  const uploads = fileParameter(report) !== null;
  const posts = uploads || isPayoutReport(report.id);
  return (
    <Form
      method={posts ? "post" : "get"}
      action={uploads ? `/reports?report=${report.id}` : "/reports"}
      encType={uploads ? "multipart/form-data" : undefined}
      aria-label={`${report.name} parameters`}
    >
      {uploadError ? (
        <Callout.Root color="red" role="alert" my="3">
          <Callout.Text>{uploadError}</Callout.Text>
        </Callout.Root>
      ) : null}
      <input type="hidden" name="report" value={report.id} />
      {posts ? null : <input type="hidden" name="run" value="1" />}
      <Flex gap="3" align="end" wrap="wrap" my="3">
        {params.map((p) => (
          <ParameterInput key={p.id} p={p} value={values[String(p.id)]} />
        ))}
        {mode === "button" && !picker ? <RunButton posts={posts} /> : null}
      </Flex>
      {picker && billExports ? (
        <>
          <BillExportPicker name={`p${picker.id}`} exports={billExports} picked={values[String(picker.id)]} />
          {mode === "button" ? <RunButton posts={posts} /> : null}
        </>
      ) : null}
    </Form>
  );
}

function RunButton({ posts }: { posts: boolean }) {
  return (
    <Button type="submit" name={posts ? "intent" : undefined} value={posts ? "run" : undefined}>
      RUN
    </Button>
  );
}
