import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RowsTable } from "../rows-table";
import { Agent, request } from "undici";

export const meta: MetaFunction = () => [{ title: "Bare contacts" }];

interface Row {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  clientStatus: string;
}

/** Keep-alive connections to the bare Hono process, as the app's own backend calls keep theirs (app/api/http.server.ts). */
const connections = new Agent({ keepAliveTimeout: 30_000 });
const apiUrl = process.env.BARE_API_URL ?? "http://127.0.0.1:4526";

/**
 * GET /contacts (bench:load's baseline): one JSON GET to the bare Hono route (bench/backend/bare-contacts.ts),
 * which runs one SELECT of 50 contact rows, rendered as a table. No session, no layout.
 */
export async function loader() {
  const answer = await request(`${apiUrl}/contacts`, { dispatcher: connections });
  if (answer.statusCode !== 200) throw new Response("backend failed", { status: 502 });
  return { rows: (await answer.body.json()) as Row[] };
}

export default function Contacts() {
  const { rows } = useLoaderData<typeof loader>();
  return (
    <RowsTable
      title="Contacts"
      rows={rows}
      base="/contacts"
      columns={[
        ["First name", (r) => r.firstName],
        ["Last name", (r) => r.lastName],
        ["Email", (r) => r.email],
        ["Phone", (r) => r.phone],
        ["Status", (r) => r.clientStatus],
      ]}
    />
  );
}
