import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useLocation, useParams } from "@remix-run/react";
import { Table } from "~/components/data-table";
import { CELL, DataTable, ROW } from "~/components/data-table";
import { api, ApiError } from "~/api/index.server";
import type { ContactReportRow } from "~/api/contacts.server";
import { requireSession } from "~/auth/session.server";
import { ActionsColumnHeader } from "~/components/actions-column-header";
import { NoRowsNote, SortHeader, StatusFilterForm } from "~/components/contact-grid-parts";
import { ErrorCallout } from "~/components/error-callout";
import { NumberedGridPager } from "~/components/grid-pager";
import { PageHeading } from "~/components/page-heading";
import {
  backendContactQuery,
  CONTACT_GRID_PAGER,
  contactGridQuery,
  parseContactGridState,
  STATUS_GROUPS,
  type ContactColumn,
  type ContactGridState,
} from "~/lib/contacts-grid";
import { formatExpiration, formatPhone, fullName } from "~/lib/format";
import { isStaff } from "~/lib/roles";
import contactsStyles from "~/styles/contacts.css?url";

export const meta: MetaFunction = () => [{ title: "View/Edit Contacts · Coach Hub" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: contactsStyles }];

/**
 * One page of the acting user's contacts (GET /contact/grid/{userId}, docs/decisions/0337): an affiliate's
 * own, the impersonated affiliate's, or for staff not impersonating every affiliate's with an AFFILIATE
 * column. Filters, sort and page come from the URL (?f=1&active=1…, ?prospective=1, ?sort=&dir=, ?gridPage=).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireSession(request, context);
  const state = parseContactGridState(new URL(request.url).searchParams);
  const query = backendContactQuery(state);
  let page: { rows: ContactReportRow[]; total: number } = { rows: [], total: 0 };
  let error: string | null = null;
  if (query) {
    try {
      page = await api(auth).contacts.grid(auth.user.id, query);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      error = `Failed to Get Contacts --- error: ${e.message}`;
    }
  }
  const allAffiliates = isStaff(auth.sysUser.userRole) && auth.user.id === auth.sysUser.id;
  return { state, ...page, error, allAffiliates };
}

/** The contact form (/viewContacts/{contactID}) renders in the Outlet above the grid. */
export default function ViewContacts() {
  const { state, rows, total, error, allAffiliates } = useLoaderData<typeof loader>();
  const { contactId } = useParams();
  // Filtering, sorting and paging keep an open form open (its own URL); VIEW/EDIT keeps the grid's query.
  const path = useLocation().pathname;
  const query = contactGridQuery(state);
  const header = (column: ContactColumn, label: string) => (
    <SortHeader path={path} state={state.grid} column={column} label={label} />
  );
  return (
    <>
      <PageHeading>View/Edit Contacts</PageHeading>
      <Outlet />
      <section aria-label="Contacts">
        <StatusFilterForm action={path} state={state.grid} idPrefix="contacts-filter" />
        <ErrorCallout error={error} />
        <DataTable size="1">
          <caption className="visually-hidden">Contacts</caption>
          <Table.Header>
            <Table.Row>
              <ActionsColumnHeader />
              {allAffiliates ? header("affiliateName", "AFFILIATE") : null}
              {header("clientStatus", "CLIENT STATUS")}
              {header("firstName", "FIRST NAME")}
              {header("lastName", "LAST NAME")}
              {header("phone", "PHONE")}
              {header("email", "EMAIL")}
              {header("source", "SOURCE")}
              {header("paymentStatus", "PAYMENT STATUS")}
              {header("contractEnd", "CONTRACT END")}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((c) => {
              const name = fullName(c.firstName, c.lastName) || c.email;
              const open = contactId === String(c.contactID);
              return (
                <tr
                  key={c.contactID}
                  className={ROW}
                  aria-current={open ? "true" : undefined}
                  style={open ? { background: "var(--teal-3)" } : undefined}
                >
                  <td className={CELL}>
                    {/* A plain navigation: the page scrolls to the form at the top (spec §2). */}
                    <Link to={`/viewContacts/${c.contactID}${query}`} aria-label={`VIEW/EDIT ${name}`}>
                      VIEW/EDIT
                    </Link>
                  </td>
                  {allAffiliates ? <td className={CELL}>{c.affiliateName}</td> : null}
                  <td className={CELL}>{c.clientStatus}</td>
                  <td className={CELL}>{c.firstName}</td>
                  <td className={CELL}>{c.lastName}</td>
                  <td className={CELL}>{formatPhone(c.phone)}</td>
                  <td className={CELL}>{c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : null}</td>
                  <td className={CELL}>{c.contactType}</td>
                  <td className={CELL}>{c.paymentStatus}</td>
                  <td className={CELL}>{formatExpiration(c.expirationDate)}</td>
                </tr>
              );
            })}
          </Table.Body>
        </DataTable>
        {error ? null : (
          <NoRowsNote shown={rows.length} total={total} filtering={!allChecked(state)} noneText="No contacts yet." />
        )}
        <NumberedGridPager grid={CONTACT_GRID_PAGER} state={state} path={path} total={total} shown={rows.length} />
      </section>
    </>
  );
}

const allChecked = (state: ContactGridState) => STATUS_GROUPS.every((g) => state.grid.filters[g]);

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
