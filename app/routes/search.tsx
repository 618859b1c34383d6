import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation, useSubmit } from "@remix-run/react";
import { Button } from "~/components/button";
import { Flex, Heading } from "~/components/primitives";
import { BodyCell, BodyRow, DataTable, Table } from "~/components/data-table";
import { useRef } from "react";
import { api, ApiError } from "~/api/index.server";
import type { SearchRow } from "~/api/contacts.server";
import { requestHost } from "~/auth/origin";
import { selectContact } from "~/auth/selected-contact.server";
import { requireSession } from "~/auth/session.server";
import { redirectWithToast } from "~/auth/toast.server";
import { ActionsColumnHeader } from "~/components/actions-column-header";
import { NoRowsNote, SortHeader, StatusFilterForm } from "~/components/contact-grid-parts";
import { ErrorCallout } from "~/components/error-callout";
import { ImpersonateButton } from "~/components/impersonate-button";
import { PageHeading } from "~/components/page-heading";
import { useModalDialog } from "~/components/use-modal-dialog";
import {
  canOpenClientDetails,
  filterByStatus,
  parseGridState,
  SEARCH_COLUMNS,
  searchKeys,
  sortRows,
  type GridState,
  type SearchColumn,
} from "~/lib/contacts-grid";
import { formatPhone, fullName } from "~/lib/format";
import { unknownIntent } from "~/lib/responses";
import { safeReturnPath } from "~/lib/safe-return-path";
import { isStaff, Role } from "~/lib/roles";
import contactsStyles from "~/styles/contacts.css?url";

export const meta: MetaFunction = () => [{ title: "Contact Search · Coach Hub" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: contactsStyles }];

export const SEARCH_MIN_MESSAGE = "Need at least 2 letters to Search...";
export const SEARCH_MIN_LENGTH = 2;

/**
 * GET /search?q=…&from=… (docs/decisions/0077): the results "modal" of the top bar's search box. `x` of
 * GET /contact/search/{x}/{text} is the acting user: the impersonated affiliate, the affiliate, or staff
 * themselves (every affiliate's contacts).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireSession(request, context);
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim();
  const from = safeReturnPath(params.get("from"), "");
  if (q.length < SEARCH_MIN_LENGTH) {
    throw await redirectWithToast(from && !from.startsWith("/search") ? from : backTo(request), {
      message: SEARCH_MIN_MESSAGE,
      type: "info",
    });
  }
  const state = parseGridState(params, SEARCH_COLUMNS);
  let rows: SearchRow[] = [];
  let error: string | null = null;
  try {
    rows = await api(auth).contacts.search(auth.user.id, q);
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    error = e.message;
  }
  return {
    q,
    from,
    state,
    rows: sortRows(
      filterByStatus(rows, state.filters, (r) => r.STATUS),
      state.sort,
      state.dir,
      searchKeys,
    ),
    total: rows.length,
    error,
    role: auth.sysUser.userRole,
  };
}

/** Back to the page the search was typed on (same host only), else home. */
function backTo(request: Request): string {
  const referer = request.headers.get("referer");
  if (!referer) return "/home";
  try {
    const url = new URL(referer);
    if (url.host !== requestHost(request) || url.pathname === "/search") return "/home";
    return url.pathname + url.search;
  } catch {
    return "/home";
  }
}

/** SELECT (or a click on the row) selects the contact and goes to /action; CLIENT DETAILS to /clientMgmt/autoload. */
export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireSession(request, context);
  const form = await request.formData();
  const back = safeReturnPath(form.get("back"), "/action");
  switch (form.get("intent")) {
    case "select":
      return selectContact(request, auth, form.get("contactId"), "/action", back);
    case "clientDetails":
      return selectContact(request, auth, form.get("contactId"), "/clientMgmt/autoload", back);
    default:
      throw unknownIntent();
  }
}

export default function Search() {
  const { q, from, state, rows, total, error, role } = useLoaderData<typeof loader>();
  const location = useLocation();
  const closeTo = from || "/home";
  const ref = useModalDialog(closeTo);
  const keep: Record<string, string> = from ? { q, from } : { q };
  const staff = isStaff(role);
  const here = location.pathname + location.search;
  return (
    <>
      <PageHeading>Contact Search</PageHeading>
      <dialog open ref={ref} className="page-dialog search-dialog" aria-labelledby="search-results-title">
        <Flex align="center" justify="between" gap="3" mb="3" wrap="wrap">
          <Heading as="h2" size="5" id="search-results-title">
            Search results for “{q}”
          </Heading>
          <Link to={closeTo} className="button-link button-link-gray">
            CLOSE
          </Link>
        </Flex>
        <StatusFilterForm action="/search" state={state} keep={keep} idPrefix="search-filter" />
        <ErrorCallout error={error} />
        <DataTable size="1">
          <caption className="visually-hidden">Search results</caption>
          <Table.Header>
            <Table.Row>
              <Header state={state} keep={keep} column="status" label={staff ? "STATUS" : "CLIENT STATUS"} />
              {staff ? <Header state={state} keep={keep} column="affiliate" label="AFFILIATE" /> : null}
              <Header state={state} keep={keep} column="firstName" label="FIRST NAME" />
              <Header state={state} keep={keep} column="lastName" label="LAST NAME" />
              <Header state={state} keep={keep} column="phone" label="PHONE" />
              <Header state={state} keep={keep} column="email" label="EMAIL" />
              <Header state={state} keep={keep} column="source" label="SOURCE" />
              <ActionsColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <ResultRow key={row.contactID} row={row} role={role} back={here} />
            ))}
          </Table.Body>
        </DataTable>
        {error ? null : <NoRowsNote shown={rows.length} total={total} noneText="No contacts found." />}
      </dialog>
    </>
  );
}

function Header({
  state,
  keep,
  column,
  label,
}: {
  state: GridState<SearchColumn>;
  keep: Record<string, string>;
  column: SearchColumn;
  label: string;
}) {
  return <SortHeader path="/search" state={state} column={column} label={label} keep={keep} />;
}

type JsonRow = ReturnType<typeof useLoaderData<typeof loader>>["rows"][number];

/** A result row: with JavaScript a click anywhere on it (but its buttons) is SELECT. */
function ResultRow({ row, role, back }: { row: JsonRow; role: number; back: string }) {
  const submit = useSubmit();
  const selectForm = useRef<HTMLFormElement>(null);
  const name = fullName(row.firstName, row.lastName) || row.email;
  const staff = isStaff(role);
  return (
    <BodyRow
      className="search-row"
      onClick={(event) => {
        if ((event.target as HTMLElement).closest("button, a, input, form")) return;
        const form = selectForm.current;
        if (!form) return;
        const formData = new FormData(form);
        formData.set("intent", "select");
        submit(formData, { method: "post", action: "/search" });
      }}
    >
      <BodyCell>{row.STATUS}</BodyCell>
      {staff ? <BodyCell>{row.affiliateName}</BodyCell> : null}
      <BodyCell>{row.firstName}</BodyCell>
      <BodyCell>{row.lastName}</BodyCell>
      <BodyCell>{formatPhone(row.phone)}</BodyCell>
      <BodyCell>{row.email}</BodyCell>
      <BodyCell>{row.source}</BodyCell>
      <BodyCell>
        <div className="row-actions">
          <Form method="post" action="/search" ref={selectForm}>
            <input type="hidden" name="contactId" value={row.contactID} />
            <input type="hidden" name="back" value={back} />
            <Button type="submit" name="intent" value="select" size="1" aria-label={`SELECT ${name}`}>
              SELECT
            </Button>
            {canOpenClientDetails(role, row.STATUS) ? (
              <Button
                type="submit"
                name="intent"
                value="clientDetails"
                size="1"
                variant="soft"
                aria-label={`CLIENT DETAILS ${name}`}
                ml="2"
              >
                CLIENT DETAILS
              </Button>
            ) : null}
          </Form>
          <ImpersonateButton
            actorRole={role}
            targetRole={Role.Affiliate}
            userId={row.affiliateID}
            name={row.affiliateName}
            returnTo={back}
            label="IMPERSONATE"
            variant="outline"
          />
        </div>
      </BodyCell>
    </BodyRow>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
