import { businessDate } from "@domain/billing-period";
import { env } from "~/env.server";

/** Today's calendar date where the business bills (BILLING_TIME_ZONE), 'YYYY-MM-DD': form defaults use it. */
export const businessToday = () => businessDate(new Date(), env.BILLING_TIME_ZONE);
