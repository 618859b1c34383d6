import { Form } from "@remix-run/react";
import type { PortalCoach } from "~/api/client-portal.server";
import { Button } from "~/components/button";
import { DataTable, Table } from "~/components/data-table";
import { Box, Card, Flex, Heading, Text, TextLink } from "~/components/primitives";
import { formatDate, formatMoneyIn, formatSavedCard } from "~/lib/format";

const invoicePdf = (id: number) => `/portal/invoices/${id}/pdf`;
const agreementPdf = (fileName: string) => `/portal/agreements/${encodeURIComponent(fileName)}`;
const DOCUMENT_NAMES = { CSA: "Signed agreement", CCA: "Card authorization" } as const;

/** One coach's part of the client's account (docs/decisions/0388): each coach's apart, never mixed. */
export function PortalCoachPart({ coach, headingId }: { coach: PortalCoach; headingId: string }) {
  const title = coach.coachName + (coach.companyName ? ` (${coach.companyName})` : "");
  return (
    <section aria-labelledby={headingId}>
      <Card size="3" mb="5">
        <Heading as="h2" size="5" mb="3" id={headingId}>
          With {title || "your coach"}
        </Heading>
        <Invoices coach={coach} />
        <Payments title="Receipts" empty="No payments yet." rows={coach.receipts} />
        <Payments title="Refunds" empty="No refunds." rows={coach.refunds} />
        <Agreements coach={coach} />
        <Cards coach={coach} />
      </Card>
    </section>
  );
}

function Invoices({ coach }: { coach: PortalCoach }) {
  return (
    <Box mb="4">
      <Heading as="h3" size="4" mb="2">
        Invoices
      </Heading>
      {coach.invoices.length === 0 ? (
        <Text as="p">No invoices yet.</Text>
      ) : (
        <DataTable>
          <Table.Header>
            <tr className="rt-TableRow">
              <Table.ColumnHeaderCell>Invoice</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Number</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Due</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Status</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Total</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Balance</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Pay</Table.ColumnHeaderCell>
            </tr>
          </Table.Header>
          <Table.Body>
            {coach.invoices.map((i) => (
              <Table.Row key={i.invoiceID}>
                <Table.RowHeaderCell>
                  <TextLink href={invoicePdf(i.invoiceID)}>{`${i.name} (PDF)`}</TextLink>
                </Table.RowHeaderCell>
                <Table.Cell>{i.invoiceNumber}</Table.Cell>
                <Table.Cell>{formatDate(i.dueDate)}</Table.Cell>
                <Table.Cell>{i.status}</Table.Cell>
                <Table.Cell>{formatMoneyIn(i.total, i.currency)}</Table.Cell>
                <Table.Cell>{formatMoneyIn(i.balance, i.currency)}</Table.Cell>
                <Table.Cell>
                  {i.payUrl ? (
                    <TextLink href={i.payUrl} aria-label={`Pay now: ${i.name}`}>
                      Pay now
                    </TextLink>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </DataTable>
      )}
    </Box>
  );
}

function Payments({ title, empty, rows }: { title: string; empty: string; rows: PortalCoach["receipts"] }) {
  return (
    <Box mb="4">
      <Heading as="h3" size="4" mb="2">
        {title}
      </Heading>
      {rows.length === 0 ? (
        <Text as="p">{empty}</Text>
      ) : (
        <DataTable>
          <Table.Header>
            <tr className="rt-TableRow">
              <Table.ColumnHeaderCell>Date</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Invoice</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Method</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>Amount</Table.ColumnHeaderCell>
            </tr>
          </Table.Header>
          <Table.Body>
            {rows.map((p) => (
              <Table.Row key={p.paymentID}>
                <Table.Cell>{formatDate(p.receivedOn)}</Table.Cell>
                <Table.Cell>{p.invoiceName}</Table.Cell>
                <Table.Cell>{p.method}</Table.Cell>
                <Table.Cell>{formatMoneyIn(p.amount, p.currency)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </DataTable>
      )}
    </Box>
  );
}

function Agreements({ coach }: { coach: PortalCoach }) {
  return (
    <Box mb="4">
      <Heading as="h3" size="4" mb="2">
        Signed agreements
      </Heading>
      {coach.agreements.length === 0 ? (
        <Text as="p">No signed agreements.</Text>
      ) : (
        <ul>
          {coach.agreements.map((a) => (
            <li key={a.billingPlanID}>
              <Text as="p">
                {a.planName}
                {a.signedOn ? `, signed ${formatDate(a.signedOn)}` : ""}
                {a.documents.map((d) => (
                  <span key={d.fileName}>
                    {" · "}
                    <TextLink href={agreementPdf(d.fileName)}>{`${DOCUMENT_NAMES[d.kind]} (PDF)`}</TextLink>
                  </span>
                ))}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}

function Cards({ coach }: { coach: PortalCoach }) {
  const several = coach.cards.length > 1;
  return (
    <Box>
      <Heading as="h3" size="4" mb="2">
        Saved card
      </Heading>
      {coach.cards.length === 0 ? (
        <Text as="p">No card is saved for your payments.</Text>
      ) : (
        coach.cards.map((c) => (
          <Form method="post" key={`${c.contactID}-${c.region}`}>
            <Flex gap="3" align="center" wrap="wrap" mb="2">
              <Text as="p">
                {several ? `${c.region}: ` : ""}
                {c.card ? formatSavedCard(c.card) : "No card saved yet."}
              </Text>
              <input type="hidden" name="contactId" value={c.contactID} />
              <input type="hidden" name="region" value={c.region} />
              <Button type="submit" name="intent" value="update-card" variant="soft">
                {several ? `Update card (${c.region})` : "Update card"}
              </Button>
            </Flex>
          </Form>
        ))
      )}
    </Box>
  );
}
