import type { IsoDate } from "../../domain/billing-period";

/** What the people do between the billing clock's runs, by day, in the order it was planned. */
export class Agenda {
  private readonly byDay = new Map<IsoDate, Array<() => Promise<void>>>();

  constructor(
    private readonly from: IsoDate,
    private readonly through: IsoDate,
  ) {}

  /** Things dated before the history starts happen on its first day; things after today do not happen (yet). */
  add(day: IsoDate, action: () => Promise<void>): void {
    const on = day < this.from ? this.from : day;
    if (on > this.through) return;
    this.byDay.set(on, [...(this.byDay.get(on) ?? []), action]);
  }

  take(day: IsoDate): Array<() => Promise<void>> {
    const actions = this.byDay.get(day) ?? [];
    this.byDay.delete(day);
    return actions;
  }
}
