import type { ClientStatus } from "../../db/schema";
import { addCard } from "./cards";
import { feeScheduleValues } from "../../db/reference-data/lookups";
import { buildActivities } from "./activities";
import { buildContact, type ContactInfo } from "./contacts";
import type { DemoContext } from "./context";
import { CA_REGIONS, US_REGIONS, type AffiliateSeed } from "./data";
import type { PlanSettings } from "./plan-terms";
import { buildClientPlans } from "./plans";
import { seededRandom, shuffle } from "./random";
import { buildRequests } from "./requests";
import { buildAffiliateUser } from "./users";

/** Contacts per affiliate and their client statuses (50 per affiliate, 300 at scale 1). */
const STATUS_MIX: ReadonlyArray<readonly [ClientStatus, number]> = [
  ["Active", 18],
  ["Paused", 4],
  ["Potential", 8],
  ["Pending", 4],
  ["Past", 5],
  ["Expired", 4],
  ["Terminated", 4],
  ["None", 3],
];

/**
 * One demo affiliate's practice: the user, 50 contacts mostly in its home province or state, a plan for
 * each client matching its status (one pro bono, up to three slow payers), activities and requests.
 * Each affiliate and copy has its own random stream, so copy 0 of any scale is the scale-1 data.
 */
export function buildAffiliate(ctx: DemoContext, a: AffiliateSeed, index: number, copy: number, passwordHash: string): number {
  const random = seededRandom("affiliate", index, copy);
  const userId = buildAffiliateUser(ctx, a, index, copy, passwordHash);

  const schedule = feeScheduleValues.find((f) => f.feeType === a.feeType);
  if (!schedule) throw new Error(`no fee schedule for ${a.feeType}`);
  const isCanadian = a.country === "Canada";
  const regions = isCanadian ? CA_REGIONS : US_REGIONS;
  const homeRegions = regions.filter((r) => r.state === a.homeState);
  const otherRegions = regions.filter((r) => r.state !== a.homeState);

  const statuses: ClientStatus[] = [];
  for (const [status, n] of STATUS_MIX) for (let i = 0; i < n; i++) statuses.push(status);
  shuffle(random, statuses);

  const usedEmails = new Set<string>();
  const clients: ContactInfo[] = [];
  let proBonoGiven = false;
  let slowPayers = 0;

  for (const status of statuses) {
    const region = random.chance(0.75) ? random.pick(homeRegions) : random.pick(otherRegions);
    const contact = buildContact(ctx, random, userId, a, status, region, usedEmails);
    clients.push(contact);
    const plan: PlanSettings = {
      affiliateId: userId,
      contact,
      currency: isCanadian ? "CAD" : "USD",
      schedule,
      isCanadian,
      proBono: false,
      slowPayer: false,
    };
    if (status === "Active") {
      if (!proBonoGiven) {
        proBonoGiven = true;
        plan.proBono = true;
      } else if (slowPayers < 3 && random.chance(0.3)) {
        slowPayers++;
        plan.slowPayer = true;
      }
    }
    const contactRow = ctx.rows.contacts.at(-1)!;
    const signed = buildClientPlans(ctx, random, plan, status);
    // A signed client starts Active; the plan's story (pause, termination, expiry) moves the status on.
    if (signed) contactRow.clientStatus = "Active";
    if (signed && status === "Past") ctx.stories.pastClients.push(contact.id);
    // A card plan's client has a customer with the provider (the signing page saved the card there).
    if (!contact.customerId && ctx.stories.plans.at(-1)?.contactId === contact.id && ctx.stories.plans.at(-1)?.isCard) {
      contact.customerId = `sim_cus_${random.token(14)}`;
      if (isCanadian) contactRow.stripeCustomerIdCanada = contact.customerId;
      else contactRow.stripeCustomerIdUsa = contact.customerId;
    }
    if (contact.customerId) addCard(ctx, random, contact, isCanadian);
  }

  const book = { affiliateId: userId, affiliate: a, clients };
  buildActivities(ctx, random, book);
  if (copy === 0) buildRequests(ctx, random, book);
  return userId;
}
