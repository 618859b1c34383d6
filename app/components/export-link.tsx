/**
 * 'EXPORT TO CSV' (billing spec §2): a plain link to a resource route, so the download works without
 * JavaScript and the browser stays on the page (the answer is an attachment, or a redirect back with
 * 'No data to export!' when there is nothing to export).
 */
export function ExportCsvLink({ to, label = "EXPORT TO CSV" }: { to: string; label?: string }) {
  return (
    <a className="button-link" href={to}>
      {label}
    </a>
  );
}
