import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { Text } from "~/components/primitives";
import { Button } from "~/components/button";
import { api, ApiError } from "~/api/index.server";
import type { ClientRow } from "~/api/contacts.server";
import { selectContact } from "~/auth/selected-contact.server";
import { requireSession } from "~/auth/session.server";
import { ActionsColumnHeader } from "~/components/actions-column-header";
import { SortHeader, StatusFilterForm } from "~/components/contact-grid-parts";
import { CELL, DataTable, ROW, Table } from "~/components/data-table";
import { ErrorCallout } from "~/components/error-callout";
import { NumberedGridPager } from "~/components/grid-pager";
import { HintTooltip } from "~/components/hint-tooltip";
import { PageHeading } from "~/components/page-heading";
import {
  backendClientQuery,
  CLIENT_FILTER_GROUPS,
  clientFilterLabels,
  CLIENT_GRID_PAGER,
  clientGridQuery,
  flagParams,
  parseClientGridState,
  statusTooltip,
  type ClientColumn,
  type ClientGridState,
} from "~/lib/client-grid";
import { canOpenClientDetails } from "~/lib/contacts-grid";
import { formatExpiration, formatMoneyIn, fullName } from "~/lib/format";
import { unknownIntent } from "~/lib/responses";
import { isStaff } from "~/lib/roles";

export const meta: MetaFunction = () => [{ title: "Client Management · Coach Hub" }];

/**
 * The client grid (billing spec §2): one page of the acting user's clients (GET /contact/clients/{userId},
 * docs/decisions/0158) — an affiliate's own, the impersonated affiliate's, or for staff every affiliate's.
 * Filters, flags, sort and page come from the URL.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireSession(request, context);
  const state = parseClientGridState(new URL(request.url).searchParams);
  const query = backendClientQuery(state);
  let page: { rows: ClientRow[]; total: number } = { rows: [], total: 0 };
  let error: string | null = null;
  if (query) {
    try {
      page = await api(auth).contacts.clients(auth.user.id, query);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      error = `Failed to Get Clients --- error: ${e.message}`;
    }
  }
  return { state, ...page, error, role: auth.user.userRole };
}

/** CLIENT DETAILS selects the contact (as VIEW on /viewContacts does) and opens its client details. */
export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireSession(request, context);
  const form = await request.formData();
  if (form.get("intent") !== "clientDetails") throw unknownIntent();
  const id = form.get("contactId");
  const search = new URL(request.url).searchParams;
  search.delete("index");
  const back = `/clientMgmt${search.size ? `?${search}` : ""}`;
  return selectContact(request, auth, id, `/clientMgmt/${Number(id)}`, back);
}

const FLAG_NOTES: Record<string, string> = {
  "current=1": "Only active clients",
  "current=0": "Only paused clients",
  "unpaid=1": "Only unpaid clients",
  "expiring=1": "Only clients whose contract ends within 60 days",
};

export default function ClientManagement() {
  const { state, rows, total, error, role } = useLoaderData<typeof loader>();
  const path = useLocation().pathname;
  const staff = isStaff(role);
  const keep = flagParams(state.flags);
  const notes = Object.entries(state.flags).map(([k, v]) => FLAG_NOTES[`${k}=${v}`]!);
  const header = (column: ClientColumn, label: string) => (
    <SortHeader path={path} state={state.grid} column={column} label={label} keep={keep} />
  );
  return (
    <>
      <PageHeading>Client Management</PageHeading>
      <section aria-label="Clients">
        <StatusFilterForm
          action={path}
          state={state.grid}
          keep={keep}
          idPrefix="clients-filter"
          groups={CLIENT_FILTER_GROUPS}
          labels={clientFilterLabels}
          legend="Show clients"
        />
        {notes.length > 0 ? (
          <p className="client-flags">
            <span>{notes.join("; ")}.</span>
            <Link to={`${path}${clientGridQuery({ ...state, flags: {}, page: 1 })}`}>Show all clients</Link>
          </p>
        ) : null}
        <ErrorCallout error={error} />
        {/* One form for every row's CLIENT DETAILS button (each names its contact): a page renders 100 rows. */}
        <Form method="post" id="client-details-form">
          <input type="hidden" name="intent" value="clientDetails" />
        </Form>
        <DataTable size="1">
          <caption className="visually-hidden">Clients</caption>
          <Table.Header>
            <Table.Row>
              {header("clientStatus", "CLIENT STATUS")}
              {header("clientType", "CLIENT TYPE")}
              {staff ? header("affiliateName", "AFFILIATE") : null}
              {header("firstName", "FIRST NAME")}
              {header("lastName", "LAST NAME")}
              {header("email", "EMAIL")}
              {staff ? null : header("sessionsPerMonth", "SESSIONS PER MONTH")}
              {header("billingAmount", "BILLING AMOUNT")}
              {header("invoiceStatus", "INVOICE STATUS")}
              {header("paymentStatus", "PAYMENT STATUS")}
              {header("expirationDate", "EXPIRATION DATE")}
              <ActionsColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((c) => {
              const name = fullName(c.firstName, c.lastName) || c.email;
              return (
                <tr key={c.contactID} className={ROW}>
                  <td className={CELL}>
                    <HintTooltip id={`client-status-${c.contactID}`} hint={statusTooltip(c.clientStatus)}>
                      {c.clientStatus}
                    </HintTooltip>
                  </td>
                  <td className={CELL}>{c.clientType}</td>
                  {staff ? <td className={CELL}>{c.affiliateName}</td> : null}
                  <td className={CELL}>{c.firstName}</td>
                  <td className={CELL}>{c.lastName}</td>
                  <td className={CELL}>{c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : null}</td>
                  {staff ? null : <td className={CELL}>{c.sessionsPerMonth ?? ""}</td>}
                  <td className={CELL}>{c.billingAmount === null ? "" : formatMoneyIn(c.billingAmount, c.chargeCurrency)}</td>
                  <td className={CELL}>{c.invoiceStatus}</td>
                  <td className={CELL}>{c.paymentStatus}</td>
                  <td className={CELL}>{formatExpiration(c.expirationDate)}</td>
                  <td className={CELL}>
                    {canOpenClientDetails(role, c.clientStatus) ? (
                      <Button
                        type="submit"
                        form="client-details-form"
                        name="contactId"
                        value={c.contactID}
                        size="1"
                        aria-label={`CLIENT DETAILS ${name}`}
                      >
                        CLIENT DETAILS
                      </Button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </Table.Body>
        </DataTable>
        {rows.length === 0 && !error ? (
          <Text as="p" mt="2" color="gray">
            {total === 0 && !hasFilters(state) ? "No clients yet." : "No clients match the filters."}
          </Text>
        ) : null}
        <NumberedGridPager grid={CLIENT_GRID_PAGER} state={state} path={path} total={total} shown={rows.length} />
      </section>
    </>
  );
}

const hasFilters = (state: ClientGridState) =>
  Object.keys(state.flags).length > 0 || CLIENT_FILTER_GROUPS.some((g) => !state.grid.filters[g]);
