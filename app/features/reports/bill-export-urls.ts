/**
 * The URLs of a bill payment export (report 9, docs/decisions/0251): the details modal, its CSV
 * confirmation (a URL state of the same route) and the CSV itself. `back` is where closing returns (the
 * /reports screen with its report and results); the /reports grid links a control number with billExportUrl.
 */
const base = (controlNumber: string) => `/reports/bill-export/${encodeURIComponent(controlNumber)}`;

const withBack = (path: string, back: string | undefined, extra: Record<string, string> = {}) => {
  const query = new URLSearchParams(extra);
  if (back && back !== "/reports") query.set("back", back);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

export const billExportUrl = (controlNumber: string, back?: string) => withBack(base(controlNumber), back);

export const billExportConfirmUrl = (controlNumber: string, back?: string) =>
  withBack(base(controlNumber), back, { export: "confirm" });

export const billExportCsvUrl = (controlNumber: string) => `${base(controlNumber)}/csv`;

/** Spec §7, word for word (the space before the question mark included). */
export const exportQuestion = (host: string) => `Are you sure you want to export this information for ${host} csv file ?`;

/** Spec §8: 'Bill export or report empty'. */
export const NO_RESULTS = "No results";
