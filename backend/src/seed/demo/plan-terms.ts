import type { feeScheduleValues } from "../../db/reference-data/lookups";
import type { ContactInfo } from "./contacts";

/** A client's plan as the demo decides it before building the plan's rows. */
export interface PlanSettings {
  affiliateId: number;
  contact: ContactInfo;
  currency: "USD" | "CAD";
  schedule: (typeof feeScheduleValues)[number];
  isCanadian: boolean;
  proBono: boolean;
  slowPayer: boolean;
}
