import type { ChartMonth } from "~/api/dashboard.server";
import { MONTHS } from "~/lib/format";

export type Currency = "USD" | "CAD";
export type Series = "invoiced" | "received";

export interface Bar {
  series: Series;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartGeometry {
  width: number;
  height: number;
  /** The top of the value axis: a round number at or above the largest bar. */
  max: number;
  /** Value-axis lines: value and its y. */
  ticks: { value: number; y: number }[];
  months: { label: string; x: number; bars: Bar[] }[];
}

const PLOT = { width: 480, height: 180, left: 64, bottom: 24, top: 8 };

/** 1, 2 or 5 × a power of ten, at or above `value` (1 when there is nothing to draw). */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/** 'Jan. 2027' from '2027-01-01'. */
export function monthLabel(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** Where the bars of one currency go: per month an invoiced and a received bar side by side (negative net receipts draw as 0). */
export function chartGeometry(monthly: ChartMonth[], currency: Currency): ChartGeometry {
  const values = monthly.flatMap((m) => [m.invoiced[currency], m.received[currency]]);
  const max = niceCeiling(Math.max(0, ...values));
  const plotHeight = PLOT.height - PLOT.bottom - PLOT.top;
  const slot = (PLOT.width - PLOT.left) / Math.max(1, monthly.length);
  const barWidth = Math.max(2, Math.floor(slot * 0.35));
  const yOf = (v: number) => PLOT.top + plotHeight - (Math.max(0, v) / max) * plotHeight;
  return {
    width: PLOT.width,
    height: PLOT.height,
    max,
    ticks: [0, 0.5, 1].map((f) => ({ value: max * f, y: yOf(max * f) })),
    months: monthly.map((m, i) => {
      const x = PLOT.left + i * slot + (slot - 2 * barWidth) / 2;
      const bar = (series: Series, offset: number): Bar => {
        const y = yOf(m[series][currency]);
        return { series, x: x + offset, y, width: barWidth, height: PLOT.top + plotHeight - y };
      };
      return {
        label: MONTHS[Number(m.month.slice(5, 7)) - 1]!,
        x: x + barWidth,
        bars: [bar("invoiced", 0), bar("received", barWidth)],
      };
    }),
  };
}
