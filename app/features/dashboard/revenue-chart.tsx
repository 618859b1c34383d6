import { Heading } from "~/components/primitives";
import type { ChartMonth } from "~/api/dashboard.server";
import { formatMoneyIn } from "~/lib/format";
import { chartGeometry, monthLabel, type Currency } from "./chart";

const SERIES_LABEL = { invoiced: "Invoiced", received: "Received" } as const;

/** One currency's 12 months as server-rendered SVG bars, with the same figures as a table for screen readers. */
function CurrencyChart({ monthly, currency }: { monthly: ChartMonth[]; currency: Currency }) {
  const g = chartGeometry(monthly, currency);
  const titleId = `chart-${currency}-title`;
  const first = monthLabel(monthly[0]?.month ?? "");
  const last = monthLabel(monthly.at(-1)?.month ?? "");
  return (
    <div className="dashboard-chart">
      <svg
        viewBox={`0 0 ${g.width} ${g.height}`}
        role="img"
        aria-labelledby={titleId}
        className="dashboard-chart-svg"
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={titleId}>{`Invoiced and received per month in ${currency}, ${first} to ${last}`}</title>
        {g.ticks.map((t) => (
          <g key={t.value}>
            <line x1={60} x2={g.width} y1={t.y} y2={t.y} className="chart-grid" />
            <text x={56} y={t.y + 4} textAnchor="end" className="chart-axis">
              {formatMoneyIn(t.value, null).replace(/\.00$/, "")}
            </text>
          </g>
        ))}
        {g.months.map((m, i) => (
          <g key={monthly[i]!.month}>
            {m.bars.map((b) => (
              <rect key={b.series} x={b.x} y={b.y} width={b.width} height={b.height} className={`chart-bar-${b.series}`} />
            ))}
            <text x={m.x} y={g.height - 8} textAnchor="middle" className="chart-axis">
              {m.label}
            </text>
          </g>
        ))}
      </svg>
      <p className="chart-legend">
        <span className="chart-key chart-key-invoiced" aria-hidden="true" /> Invoiced{" "}
        <span className="chart-key chart-key-received" aria-hidden="true" /> Received ({currency})
      </p>
      <details className="chart-table">
        <summary>{`${currency} figures as a table`}</summary>
        <table>
          <caption className="visually-hidden">{`Invoiced and received per month in ${currency}`}</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">{SERIES_LABEL.invoiced}</th>
              <th scope="col">{SERIES_LABEL.received}</th>
            </tr>
          </thead>
          <tbody>
            {monthly.map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthLabel(m.month)}</th>
                <td>{formatMoneyIn(m.invoiced[currency], currency)}</td>
                <td>{formatMoneyIn(m.received[currency], currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}

/** Beyond the spec: the last 12 months of invoiced vs received, USD and CAD apart (docs/decisions/0232). */
export function RevenueChart({ monthly }: { monthly: ChartMonth[] }) {
  return (
    <section className="dashboard-charts" aria-labelledby="chart-title">
      <Heading as="h2" size="4" id="chart-title" mb="2">
        Invoiced vs Received, Last 12 Months
      </Heading>
      <div className="dashboard-chart-row">
        <CurrencyChart monthly={monthly} currency="USD" />
        <CurrencyChart monthly={monthly} currency="CAD" />
      </div>
    </section>
  );
}
