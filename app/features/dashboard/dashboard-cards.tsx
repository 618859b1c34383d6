import { Link } from "@remix-run/react";
import { Heading } from "~/components/primitives";
import type { ReactNode } from "react";
import type { DashboardData, PerCurrency } from "~/api/dashboard.server";
import { formatMoneyIn } from "~/lib/format";

/** One figure of a card: its label, its value, and a DETAILS link (whose name says which figure). */
function Figure({
  label,
  value,
  to,
  alert = false,
  id,
}: {
  label: string;
  value: ReactNode;
  to?: string;
  alert?: boolean;
  id: string;
}) {
  return (
    <div className={alert ? "dashboard-figure dashboard-figure-alert" : "dashboard-figure"} data-testid={id}>
      <dt>{label}</dt>
      <dd>
        <span className="dashboard-value">{value}</span>
        {alert ? <span className="dashboard-alert-note">Needs attention</span> : null}
        {to ? (
          <Link to={to} className="dashboard-details" id={`${id}-details`} preventScrollReset>
            DETAILS<span className="visually-hidden"> of {label}</span>
          </Link>
        ) : null}
      </dd>
    </div>
  );
}

/** Dollars with thousands separators, USD and CAD each on its own line, never summed. */
function Money({ value }: { value: PerCurrency }) {
  return (
    <span className="dashboard-money">
      <span>{formatMoneyIn(value.USD, "USD")}</span>
      <span>{formatMoneyIn(value.CAD, "CAD")}</span>
    </span>
  );
}

function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="dashboard-card" aria-labelledby={id}>
      <Heading as="h2" size="4" id={id} mb="2">
        {title}
      </Heading>
      <dl>{children}</dl>
    </section>
  );
}

const owes = (v: PerCurrency) => v.USD > 0 || v.CAD > 0;

/** The four cards of access spec §2 "Dashboard", with the spec's labels. */
export function DashboardCards({ data }: { data: DashboardData }) {
  return (
    <div className="dashboard-cards">
      <Card title="Clients" id="card-clients">
        <Figure id="total-active" label="Total Active Clients" value={data.totalActive} to="/clientMgmt?current=1" />
        <Figure id="total-paused" label="Total Paused Clients" value={data.totalPaused} to="/clientMgmt?current=0" />
        <Figure
          id="unpaid-clients"
          label="Unpaid Clients"
          value={data.totalUnpaidCount}
          to="/clientMgmt?unpaid=1"
          alert={owes(data.totalUnpaid)}
        />
        <Figure
          id="unpaid-total"
          label="Unpaid Invoices"
          value={<Money value={data.totalUnpaid} />}
          to="/dashboard?list=unpaid"
        />
        <Figure
          id="contracts-ending"
          label="Contracts Ending Within 60 Days"
          value={data.contractsEnding60Days}
          to="/clientMgmt?expiring=1"
        />
      </Card>
      <Card title="Invoices" id="card-invoices">
        <Figure id="issued" label="Issued This Month" value={data.invoicesIssuedThisMonthCount} to="/dashboard?list=issued" />
        <Figure id="paid" label="Paid This Month" value={data.invoicesPaidThisMonthCount} to="/dashboard?list=paid" />
        <Figure
          id="overdue"
          label="Overdue"
          value={data.invoicesOverdueCount}
          to="/dashboard?list=overdue"
          alert={data.invoicesOverdueCount > 0}
        />
      </Card>
      <Card title="Revenue" id="card-revenue">
        <Figure id="revenue-ytd" label="Total Client Payments (Year To Date)" value={<Money value={data.totalRevenueYTD} />} />
        <Figure id="invoiced-month" label="Total Invoiced This Month" value={<Money value={data.totalInvoiceThisMonth} />} />
        <Figure id="received-month" label="Revenue Received This Month" value={<Money value={data.revenueThisMonth} />} />
      </Card>
      <Card title="Potential Clients" id="card-potential">
        <Figure
          id="packets-month"
          label="Info Packets Sent This Month"
          value={data.infoPacketsSentThisMonth}
          to="/dashboard?activity=month"
        />
        <Figure
          id="packets-total"
          label="Info Packets Sent To Date"
          value={data.infoPacketsSentTotal}
          to="/dashboard?activity=all"
        />
        <Figure id="potential" label="Potential Clients" value={data.potentialClients} to="/viewContacts?prospective=1" />
      </Card>
    </div>
  );
}
