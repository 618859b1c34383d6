import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

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
    <main>
      <h1>Rows</h1>
      <table>
        <thead>
          <tr>
            <th>First name</th>
            <th>Last name</th>
            <th>Email</th>
            <th>Phone</th>
            <th>Type</th>
            <th>Status</th>
            <th>Expires</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>{r.firstName}</td>
              <td>{r.lastName}</td>
              <td>{r.email}</td>
              <td>{r.phone}</td>
              <td>{r.type}</td>
              <td>{r.status}</td>
              <td>{r.expires}</td>
              <td>
                <a href={`/rows/${r.id}`}>VIEW/EDIT</a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
