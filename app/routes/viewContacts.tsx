import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useLocation, useParams } from "@remix-run/react";
import { Table } from "~/components/data-table";
import { CELL, DataTable, ROW } from "~/components/data-table";
import { api, ApiError } from "~/api/index.server";
import { requireSession } from "~/auth/session.server";
import { ActionsColumnHeader } from "~/components/actions-column-header";
import { NoRowsNote, SortHeader, StatusFilterForm } from "~/components/contact-grid-parts";
import { ErrorCallout } from "~/components/error-callout";
import { PageHeading } from "~/components/page-heading";
import {
  CONTACT_COLUMNS,
  contactKeys,
  filterByStatus,
  gridStateQuery,
  parseGridState,
  sortRows,
  type ContactColumn,
  type ContactGridRow,
  type GridState,
} from "~/lib/contacts-grid";
import { formatExpiration, formatPhone, fullName } from "~/lib/format";
import { isStaff } from "~/lib/roles";
import contactsStyles from "~/styles/contacts.css?url";

export const meta: MetaFunction = () => [{ title: "View/Edit Contacts · Coach Hub" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: contactsStyles }];

/**
 * The acting user's contacts (GET /contact/report/{userId}): an affiliate's own, the impersonated
 * affiliate's, or for staff not impersonating every affiliate's with an AFFILIATE column. Filters and
 * sort come from the URL (?f=1&active=1…, ?prospective=1, ?sort=&dir=).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireSession(request, context);
  const state = parseGridState(new URL(request.url).searchParams, CONTACT_COLUMNS);
  let contacts: ContactGridRow[] = [];
  let error: string | null = null;
  try {
    contacts = await api(auth).contacts.report(auth.user.id);
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    error = `Failed to Get Contacts --- error: ${e.message}`;
  }
  const allAffiliates = isStaff(auth.sysUser.userRole) && auth.user.id === auth.sysUser.id;
  return {
    state,
    rows: sortRows(
      filterByStatus(contacts, state.filters, (c) => c.clientStatus),
      state.sort,
      state.dir,
      contactKeys,
    ),
    total: contacts.length,
    error,
    allAffiliates,
  };
}

/** The contact form (/viewContacts/{contactID}) renders in the Outlet above the grid. */
export default function ViewContacts() {
  const { state, rows, total, error, allAffiliates } = useLoaderData<typeof loader>();
  const { contactId } = useParams();
  // Filtering and sorting keep an open form open (its own URL); VIEW/EDIT keeps the filters.
  const path = useLocation().pathname;
  const query = gridStateQuery(state);
  return (
    <>
      <PageHeading>View/Edit Contacts</PageHeading>
      <Outlet />
      <section aria-label="Contacts">
        <StatusFilterForm action={path} state={state} idPrefix="contacts-filter" />
        <ErrorCallout error={error} />
        <DataTable size="1">
          <caption className="visually-hidden">Contacts</caption>
          <Table.Header>
            <Table.Row>
              <ActionsColumnHeader />
              {allAffiliates ? <Table.ColumnHeaderCell>AFFILIATE</Table.ColumnHeaderCell> : null}
              <Header path={path} state={state} column="clientStatus" label="CLIENT STATUS" />
              <Header path={path} state={state} column="firstName" label="FIRST NAME" />
              <Header path={path} state={state} column="lastName" label="LAST NAME" />
              <Header path={path} state={state} column="phone" label="PHONE" />
              <Header path={path} state={state} column="email" label="EMAIL" />
              <Header path={path} state={state} column="source" label="SOURCE" />
              <Header path={path} state={state} column="paymentStatus" label="PAYMENT STATUS" />
              <Header path={path} state={state} column="contractEnd" label="CONTRACT END" />
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
        {error ? null : <NoRowsNote shown={rows.length} total={total} noneText="No contacts yet." />}
      </section>
    </>
  );
}

function Header({
  path,
  state,
  column,
  label,
}: {
  path: string;
  state: GridState<ContactColumn>;
  column: ContactColumn;
  label: string;
}) {
  return <SortHeader path={path} state={state} column={column} label={label} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
