import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RowsTable } from "../rows-table";

export const meta: MetaFunction = () => [{ title: "Bare rows" }];

/** GET /rows?n=55: a table of n rows of eight short columns, the data built in the loader. */
export async function loader({ request }: LoaderFunctionArgs) {
  const n = Math.min(Math.max(Number(new URL(request.url).searchParams.get("n")) || 0, 0), 10_000);
  const rows = Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    firstName: `First${i}`,
    lastName: `Last${i}`,
    email: `person${i}@example.com`,
    phone: "(416) 555-0100",
    type: "Referral",
    status: "Active",
    expires: "2027-01-31",
  }));
  return { rows };
}

export default function Rows() {
  const { rows } = useLoaderData<typeof loader>();
  return (
    <RowsTable
      title="Rows"
      rows={rows}
      base="/rows"
      columns={[
        ["First name", (r) => r.firstName],
        ["Last name", (r) => r.lastName],
        ["Email", (r) => r.email],
        ["Phone", (r) => r.phone],
        ["Type", (r) => r.type],
        ["Status", (r) => r.status],
        ["Expires", (r) => r.expires],
      ]}
    />
  );
}
