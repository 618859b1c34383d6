import { businessDate } from "@domain/billing-period";
import { env } from "~/env.server";

/** Today's calendar date where the business bills (BILLING_TIME_ZONE), 'YYYY-MM-DD': form defaults use it. */
export const businessToday = () => businessDate(new Date(), env.BILLING_TIME_ZONE);

/** The calendar date of an instant where the business bills, 'YYYY-MM-DD' (a charge attempt's day). */
export const businessDayOf = (instant: string) => businessDate(new Date(instant), env.BILLING_TIME_ZONE);
