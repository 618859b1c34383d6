import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/button";
import { Callout, Flex, Heading, Text } from "~/components/primitives";
import { api, ApiError } from "~/api/index.server";
import type { BillingPreview } from "~/api/billing.server";
import { requireSession } from "~/auth/session.server";
import { DataTable, Table } from "~/components/data-table";
import { PageHeading } from "~/components/page-heading";
import { formatDate, formatMoneyIn } from "~/lib/format";
import { forbidden } from "~/lib/responses";
import { isStaff } from "~/lib/roles";

export const meta: MetaFunction = () => [{ title: "Billing run preview · Coach Hub" }];

const ANOMALY_LABELS: Record<BillingPreview["anomalies"][number]["kind"], string> = {
  "no-card": "No card on file",
  "no-province": "No province",
  "plan-ending": "Plan ending",
  "pause-ending": "Pause ending",
};

/**
 * /billing/preview?date= (staff, docs/decisions/0224): what the billing run of a date would issue and
 * charge — the run's dry run — per currency and affiliate, and the anomalies. No date: the next 25th.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireSession(request, context);
  if (!isStaff(auth.sysUser.userRole)) throw forbidden("Only staff can preview the billing run.");
  const asked = (new URL(request.url).searchParams.get("date") ?? "").trim();
  try {
    return { asked, preview: await api(auth).billing.preview(asked || undefined), error: null };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    return { asked, preview: null, error: error.message };
  }
}

const cents = (totalCents: number, currency: string) => formatMoneyIn(totalCents / 100, currency);

const monthAndYear = (month: string) =>
  new Date(`${month}T00:00:00Z`).toLocaleString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

export default function BillingRunPreview() {
  const { asked, preview, error } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading>Billing run preview</PageHeading>
      <Text as="p" mb="3">
        What the billing run of a date would issue and charge. It is the run itself without writing anything: no invoice, charge
        or email.
      </Text>
      <Form method="get">
        <Flex gap="3" align="end" wrap="wrap" mb="4">
          <div>
            <label htmlFor="preview-date" className="field-label">
              Run date
            </label>
            <input id="preview-date" name="date" type="date" defaultValue={preview?.date ?? asked} className="plain-input" />
          </div>
          <Button type="submit">PREVIEW</Button>
        </Flex>
      </Form>
      {error ? (
        <Callout.Root color="red" role="alert" mb="3">
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
      ) : null}
      {preview ? <PreviewFigures preview={preview} /> : null}
    </>
  );
}

function PreviewFigures({ preview }: { preview: BillingPreview }) {
  const nothing = preview.currencies.length === 0 && preview.anomalies.length === 0;
  return (
    <>
      <Heading as="h2" size="5" mb="3">
        Run of {formatDate(preview.date)}: invoices for {monthAndYear(preview.month)}
      </Heading>
      {preview.errors.length > 0 ? (
        <Callout.Root color="amber" role="note" mb="3">
          {preview.errors.map((message) => (
            <Callout.Text key={message}>{message}</Callout.Text>
          ))}
        </Callout.Root>
      ) : null}
      {nothing ? (
        <Text as="p" weight="bold">
          Nothing to do
        </Text>
      ) : null}
      {preview.currencies.map((group) => (
        <section key={group.currency} aria-labelledby={`preview-${group.currency}`} className="preview-currency">
          <Heading as="h3" size="4" mb="2" mt="4" id={`preview-${group.currency}`}>
            {group.currency}
          </Heading>
          <DataTable>
            <caption className="visually-hidden">Invoices issued and charged in {group.currency}, per affiliate</caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>Affiliate</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Invoices issued</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Issued total</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Charges</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell>Charged total</Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {group.affiliates.map((a) => (
                <Table.Row key={a.affiliateId}>
                  <Table.RowHeaderCell>{a.affiliateName}</Table.RowHeaderCell>
                  <Table.Cell>{a.issued.count}</Table.Cell>
                  <Table.Cell>{cents(a.issued.totalCents, group.currency)}</Table.Cell>
                  <Table.Cell>{a.charged.count}</Table.Cell>
                  <Table.Cell>{cents(a.charged.totalCents, group.currency)}</Table.Cell>
                </Table.Row>
              ))}
              <Table.Row className="preview-total">
                <Table.RowHeaderCell>Total</Table.RowHeaderCell>
                <Table.Cell>{group.total.issued.count}</Table.Cell>
                <Table.Cell>{cents(group.total.issued.totalCents, group.currency)}</Table.Cell>
                <Table.Cell>{group.total.charged.count}</Table.Cell>
                <Table.Cell>{cents(group.total.charged.totalCents, group.currency)}</Table.Cell>
              </Table.Row>
            </Table.Body>
          </DataTable>
        </section>
      ))}
      {preview.anomalies.length > 0 ? <Anomalies anomalies={preview.anomalies} /> : null}
    </>
  );
}

function Anomalies({ anomalies }: { anomalies: BillingPreview["anomalies"] }) {
  return (
    <section aria-labelledby="preview-anomalies">
      <Heading as="h3" size="4" mb="2" mt="4" id="preview-anomalies">
        Anomalies
      </Heading>
      <DataTable>
        <caption className="visually-hidden">Plans the run would bill wrongly, or whose billing changes that month</caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Anomaly</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Affiliate</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Client</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Plan</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Detail</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {anomalies.map((a) => (
            <Table.Row key={`${a.kind}-${a.billingPlanId}`}>
              <Table.Cell>{ANOMALY_LABELS[a.kind]}</Table.Cell>
              <Table.Cell>{a.affiliateName}</Table.Cell>
              <Table.Cell>{a.clientName}</Table.Cell>
              <Table.Cell>{a.billingPlanId}</Table.Cell>
              <Table.Cell>{a.detail}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </DataTable>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
