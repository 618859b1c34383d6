import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/button";
import { Callout, Card, Flex, Heading, Text } from "~/components/primitives";
import { DataTable, Table } from "~/components/data-table";
import { api, ApiError } from "~/api/index.server";
import type { OutboxEmail } from "~/api/outbox.server";
import { redirectWithToast } from "~/auth/toast.server";
import { PageHeading } from "~/components/page-heading";
import { formatDate } from "~/lib/format";
import { invariantResponse, unknownIntent } from "~/lib/responses";
import { requireOutboxReader } from "./finance.server";

export const meta: MetaFunction = () => [{ title: "Email outbox · Coach Hub" }];

const STATUS_TEXT: Record<OutboxEmail["status"], string> = { queued: "Queued", sent: "Sent", failed: "Failed" };

const LIMIT = 100;

/** /outbox?to=&id= (Finance, 8 and 37): the newest emails the product sent, filtered by recipient; ?id= shows one. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireOutboxReader(request, context);
  const params = new URL(request.url).searchParams;
  const to = (params.get("to") ?? "").trim();
  const id = Number(params.get("id"));
  try {
    const outbox = api(auth).outbox;
    const emails = await outbox.list({ to, limit: LIMIT });
    let selected = Number.isInteger(id) && id > 0 ? (emails.find((e) => e.id === id) ?? null) : null;
    if (!selected && Number.isInteger(id) && id > 0) {
      selected = (await outbox.list({ limit: 500 })).find((e) => e.id === id) ?? null;
    }
    return { to, emails, selected, error: null };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { to, emails: [] as OutboxEmail[], selected: null, error: `Failed to Get Emails --- error: ${error.message}` };
  }
}

/** RESEND (intent "resend", docs/decisions/0348): a failed email is queued again; the toast says how it went. */
export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireOutboxReader(request, context);
  const form = await request.formData();
  if (form.get("intent") !== "resend") throw unknownIntent();
  const id = Number(form.get("id"));
  invariantResponse(Number.isInteger(id) && id > 0, "Invalid id");
  const url = new URL(request.url);
  const back = `/outbox${url.search}`;
  try {
    const answer = await api(auth).outbox.resend(id);
    return redirectWithToast(back, { message: answer.message, type: "success" });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return redirectWithToast(back, { message: error.message, type: "error" });
  }
}

function sentAt(iso: string): string {
  return `${formatDate(iso)} ${iso.slice(11, 16)} UTC`;
}

export default function Outbox() {
  const { to, emails, selected, error } = useLoaderData<typeof loader>();
  const viaSmtp = emails.some((e) => e.transport === "smtp");
  const query = to ? `to=${encodeURIComponent(to)}&` : "";
  return (
    <>
      <PageHeading>Email outbox</PageHeading>
      <Text as="p" mb="3">
        The newest {LIMIT} emails the product has sent, newest first.
      </Text>
      {viaSmtp ? (
        <Callout.Root color="blue" mb="3" role="note">
          <Callout.Text>
            SMTP is configured: these emails were sent by SMTP, and this list is a copy of what was sent.
          </Callout.Text>
        </Callout.Root>
      ) : null}
      {error ? (
        <Callout.Root color="red" role="alert" mb="3">
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Form method="get" className="outbox-filter">
        <Flex gap="3" align="end" wrap="wrap" mb="3">
          <div>
            <label htmlFor="outbox-to" className="field-label">
              Recipient
            </label>
            <input
              id="outbox-to"
              name="to"
              type="email"
              defaultValue={to}
              className="plain-input"
              placeholder="name@example.com"
            />
          </div>
          <Button type="submit">FILTER</Button>
          {to ? <Link to="/outbox">Show all</Link> : null}
        </Flex>
      </Form>
      {selected ? (
        <Card size="3" mb="4" className="outbox-message">
          <Heading as="h2" size="4" mb="2">
            {selected.subject}
          </Heading>
          <dl className="outbox-headers">
            <dt>To</dt>
            <dd>{selected.to}</dd>
            {selected.cc ? (
              <>
                <dt>Cc</dt>
                <dd>{selected.cc}</dd>
              </>
            ) : null}
            <dt>From</dt>
            <dd>{selected.from}</dd>
            <dt>Date</dt>
            <dd>{sentAt(selected.createdDateUTC)}</dd>
            <dt>Transport</dt>
            <dd>{selected.transport}</dd>
            <dt>Delivery</dt>
            <dd>{deliveryText(selected)}</dd>
          </dl>
          {/* The text part, shown as text: nothing in an email is rendered as HTML here. */}
          <pre className="outbox-text" aria-label="Message text">
            {selected.text}
          </pre>
          {selected.html ? (
            <details>
              <summary>HTML source</summary>
              <pre className="outbox-text">{selected.html}</pre>
            </details>
          ) : null}
          <Link to={`/outbox${to ? `?to=${encodeURIComponent(to)}` : ""}`}>Close</Link>
        </Card>
      ) : null}
      <DataTable>
        <caption className="visually-hidden">Emails</caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Date</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>To</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Subject</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Transport</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Delivery</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {emails.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={5}>No emails{to ? ` to ${to}` : ""}.</Table.Cell>
            </Table.Row>
          ) : null}
          {emails.map((email) => (
            <Table.Row key={email.id}>
              <Table.Cell>{sentAt(email.createdDateUTC)}</Table.Cell>
              <Table.Cell>{email.to}</Table.Cell>
              <Table.Cell>
                <Link to={`/outbox?${query}id=${email.id}`}>{email.subject}</Link>
              </Table.Cell>
              <Table.Cell>{email.transport}</Table.Cell>
              <Table.Cell>
                {deliveryText(email)}
                {email.status === "failed" ? (
                  <Form method="post" className="outbox-resend">
                    <input type="hidden" name="id" value={email.id} />
                    <Button type="submit" name="intent" value="resend" aria-label={`RESEND ${email.subject} to ${email.to}`}>
                      RESEND
                    </Button>
                  </Form>
                ) : null}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </DataTable>
    </>
  );
}

/** "Sent", "Queued (2 attempts: …error)", "Failed after 6 attempts: …error". */
function deliveryText(email: OutboxEmail): string {
  if (email.status === "sent") return STATUS_TEXT.sent;
  const tries = `${email.attempts} attempt${email.attempts === 1 ? "" : "s"}`;
  if (email.status === "failed") return `Failed after ${tries}: ${email.lastError ?? ""}`;
  return email.attempts === 0 ? STATUS_TEXT.queued : `Queued (${tries}: ${email.lastError ?? ""})`;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
