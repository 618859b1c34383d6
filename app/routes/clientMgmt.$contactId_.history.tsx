import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { api } from "~/api/index.server";
import { requireSession } from "~/auth/session.server";
import { Button } from "~/components/button";
import { DataTable, Table } from "~/components/data-table";
import { PageHeading } from "~/components/page-heading";
import { ExportCsvLink } from "~/components/export-link";
import { Flex, Heading } from "~/components/primitives";
import { PAGE_SIZE, timelineFailure } from "~/features/client-timeline/timeline.server";
import { eventTime, exportHref, historyHref, KIND_OPTIONS, kindOf } from "~/features/client-timeline/timeline-view";
import { fullName } from "~/lib/format";
import { requireIdParam } from "~/lib/route-params";

export const meta: MetaFunction = () => [{ title: "Money Timeline · Coach Hub" }];

/**
 * A client's money timeline (issue 39, docs/decisions/0399): every event of its plans, invoices, charges,
 * cards, payments, emails and requests, newest first, one page at a time; ?kind= filters (a GET form, so
 * the URL is the bookmark), ?after= is the page's cursor.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const contactId = requireIdParam(params, "contactId");
  const auth = await requireSession(request, context);
  const searchParams = new URL(request.url).searchParams;
  const kind = kindOf(searchParams);
  const after = searchParams.get("after");
  const [contact, page] = await Promise.all([
    api(auth).contacts.get(contactId, auth.user.id),
    api(auth).timeline.history(contactId, { kind, after, pageSize: PAGE_SIZE }),
  ]).catch((error: unknown) => timelineFailure(error, contactId));
  return {
    contactId,
    name: fullName(contact.firstName, contact.lastName) || contact.email,
    kind,
    paged: Boolean(after),
    events: page.rows,
    next: page.next,
  };
}

export default function MoneyTimeline() {
  const { contactId, name, kind, paged, events, next } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading>Money Timeline</PageHeading>
      <div className="client-details-bar">
        <Heading as="h2" size="5">
          {name}
        </Heading>
        <Link to={`/clientMgmt/${contactId}`} className="button-link button-link-gray">
          BACK TO CLIENT DETAILS
        </Link>
      </div>
      <Form method="get" action={historyHref(contactId, null)} className="timeline-filter">
        <Flex gap="3" align="end" wrap="wrap" mb="3">
          <div>
            <label htmlFor="timeline-kind" className="field-label">
              Kind
            </label>
            <select id="timeline-kind" name="kind" defaultValue={kind ?? ""} className="plain-input">
              <option value="">All kinds</option>
              {KIND_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit">FILTER</Button>
          <ExportCsvLink to={exportHref(contactId, kind)} />
        </Flex>
      </Form>
      <DataTable>
        <caption className="visually-hidden">Money timeline of {name}, newest first</caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>When</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Event</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Details</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Invoice</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Invoice Number</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>By</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {events.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={6}>No events.</Table.Cell>
            </Table.Row>
          ) : null}
          {events.map((e) => (
            <Table.Row key={e.eventID}>
              <Table.Cell>
                <time dateTime={e.at}>{eventTime(e.at)}</time>
              </Table.Cell>
              <Table.Cell>{e.label}</Table.Cell>
              <Table.Cell>{e.detail}</Table.Cell>
              <Table.Cell>{e.invoiceName ?? ""}</Table.Cell>
              <Table.Cell>{e.invoiceNumber ?? ""}</Table.Cell>
              <Table.Cell>{e.who}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </DataTable>
      {paged || next ? (
        <nav className="timeline-pages" aria-label="Timeline pages">
          {paged ? <Link to={historyHref(contactId, kind)}>First page</Link> : null}
          {next ? <Link to={historyHref(contactId, kind, next)}>Next page</Link> : null}
        </nav>
      ) : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
