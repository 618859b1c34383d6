import { ADDRESS_TYPE_HOME, ADDRESS_TYPE_MAILING, taxRateBp as provinceTaxRateBp } from "../../domain/province-tax";
import type { ClientStatus } from "../../db/schema";
import { taxRateValues } from "../../db/reference-data/lookups";
import { at, dayOfMonth, monthIndexOf } from "./calendar";
import type { DemoContext } from "./context";
import {
  CONTACT_NOTES,
  ESSENCES,
  FIRST_NAMES_FEMALE,
  FIRST_NAMES_MALE,
  FIRST_NAMES_NEUTRAL,
  FRENCH_FIRST_NAMES_FEMALE,
  FRENCH_FIRST_NAMES_MALE,
  FRENCH_LAST_NAMES,
  FRENCH_STREETS,
  LAST_NAMES,
  LIFE_PURPOSES,
  OCCUPATIONS,
  PERSONAL_NOTES,
  STREETS,
  SURVIVAL_MECHANISMS,
  type AffiliateSeed,
  type Region,
} from "./data";
import { pickDistinct, type Random } from "./random";

/** What the plans and activities need to know of a contact. */
export interface ContactInfo {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  status: ClientStatus;
  region: Region;
  taxRateBp: number;
  /** The client's customer with the payment provider (in its country's region), if any. */
  customerId: string | null;
  createdAt: Date;
}

/** An affiliate once its contacts exist: what the activity and request builders work from. */
export interface AffiliateClients {
  affiliateId: number;
  affiliate: AffiliateSeed;
  clients: ContactInfo[];
}

/** One contact of an affiliate with a client status: names, phones, addresses and, for some, personal data. */
export function buildContact(
  ctx: DemoContext,
  random: Random,
  affiliateId: number,
  a: AffiliateSeed,
  status: ClientStatus,
  region: Region,
  usedEmails: Set<string>,
): ContactInfo {
  const { rows, ids } = ctx;
  const isCanadian = a.country === "Canada";
  const french = Boolean(a.frenchNames) && region.state === "QC" && random.chance(0.7);
  const genderId = random.weighted<number>([
    [1, 48],
    [2, 45],
    [3, 4],
    [4, 3],
  ]);
  const firstName =
    genderId === 1
      ? random.pick(french ? FRENCH_FIRST_NAMES_FEMALE : FIRST_NAMES_FEMALE)
      : genderId === 2
        ? random.pick(french ? FRENCH_FIRST_NAMES_MALE : FIRST_NAMES_MALE)
        : random.pick(FIRST_NAMES_NEUTRAL);
  const lastName = random.pick(french ? FRENCH_LAST_NAMES : LAST_NAMES);
  const domain = random.pick(["example.com", "example.org", "example.net", "mail.example.com"]);
  let email = `${emailLocal(firstName)}.${emailLocal(lastName)}@${domain}`;
  for (let n = 2; usedEmails.has(email); n++) email = `${emailLocal(firstName)}.${emailLocal(lastName)}${n}@${domain}`;
  usedEmails.add(email);

  const id = ids.take("contacts");
  const isClient = !["Potential", "None"].includes(status);
  const clientType = random.weighted<string>([
    ["One-on-One", 80],
    ["Group", 10],
    ["Sponsored", 10],
  ]);
  const [occupation, employer] = random.pick(OCCUPATIONS);
  const pronouns = genderId === 1 ? "She/Her" : genderId === 2 ? "He/His" : "They/Their";
  const birthYear = monthIndexOf(ctx.today) / 12 - random.int(26, 66);
  const mobile = phoneIn(random, region);
  const createdAt = at(dayOfMonth(ctx.current - random.int(isClient ? 26 : 1, 36), random.int(1, 28)), random.int(13, 22));
  const taxRateBp = provinceTaxRateBp([{ state: region.state, country: a.country }], taxRateValues);
  const hasCard = isClient && random.chance(0.75);

  const customerId = hasCard ? `sim_cus_${random.token(14)}` : null;
  rows.contacts.push({
    id,
    affiliateId,
    firstName,
    lastName,
    companyName: clientType === "Sponsored" ? employer : "",
    email,
    email2: random.chance(0.2) ? `${emailLocal(firstName)}@${random.pick(["example.com", "example.net"])}` : "",
    homePhone: random.chance(0.4) ? phoneIn(random, region) : "",
    workPhone: random.chance(0.3) ? phoneIn(random, region) : "",
    mobilePhone: mobile,
    phone: mobile,
    dateOfBirth: random.chance(0.7)
      ? `${Math.floor(birthYear)}-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`
      : null,
    preferredPronouns: random.chance(0.8) ? pronouns : "",
    genderId,
    maritalStatusId: random.pick([1, 1, 2, 2, 2, 3, 4, 5, 6]),
    contactTypeId: random.weighted<number>([
      [1, 30],
      [2, 20],
      [3, 15],
      [4, 10],
      [5, 12],
      [6, 5],
      [7, 5],
      [8, 3],
    ]),
    pastClient: ["Past", "Expired", "Terminated"].includes(status),
    prospectiveClient: ["Potential", "Pending"].includes(status),
    currentClient: ["Active", "Paused"].includes(status),
    canCallAtHome: random.chance(0.5),
    canCallAtWork: random.chance(0.3),
    voicemail: random.chance(0.7),
    emergencyContactName: random.chance(0.3) ? `${random.pick(FIRST_NAMES_FEMALE)} ${lastName}` : "",
    emergencyContactNumber: random.chance(0.3) ? phoneIn(random, region) : "",
    spouseName: random.chance(0.3) ? random.pick([...FIRST_NAMES_FEMALE, ...FIRST_NAMES_MALE]) : "",
    occupation,
    employer,
    gstRateBp: taxRateBp,
    stripeCustomerIdUsa: hasCard && !isCanadian ? customerId : null,
    stripeCustomerIdCanada: hasCard && isCanadian ? customerId : null,
    clientStatus: status,
    clientType,
    notes: random.pick(CONTACT_NOTES),
    createdAt,
    updatedAt: createdAt,
  });

  buildAddresses(ctx, random, id, a, region, createdAt);
  if (["Active", "Paused"].includes(status) && random.chance(0.45)) buildPersonalData(ctx, random, id, createdAt);
  return { id, firstName, lastName, email, status, region, taxRateBp, customerId, createdAt };
}

/** A Home (or Mailing) address in the region; some contacts also have an Office address. */
function buildAddresses(
  ctx: DemoContext,
  random: Random,
  contactId: number,
  a: AffiliateSeed,
  region: Region,
  createdAt: Date,
): void {
  const isCanadian = a.country === "Canada";
  ctx.rows.addresses.push({
    contactId,
    addressTypeId: random.chance(0.8) ? ADDRESS_TYPE_HOME : ADDRESS_TYPE_MAILING,
    address1: `${random.int(10, 9899)} ${random.pick(region.state === "QC" ? FRENCH_STREETS : STREETS)}`,
    address2: random.chance(0.2) ? `${isCanadian ? "Unit" : "Apt"} ${random.int(1, 40)}` : "",
    city: region.city,
    state: region.state,
    zip: postalCode(random, region, isCanadian),
    country: a.country,
    createdAt,
  });
  if (random.chance(0.15)) {
    ctx.rows.addresses.push({
      contactId,
      addressTypeId: 2,
      customLabel: "Office",
      address1: `${random.int(100, 2500)} ${random.pick(STREETS)}`,
      address2: `Suite ${random.int(100, 900)}`,
      city: region.city,
      state: region.state,
      zip: postalCode(random, region, isCanadian),
      country: a.country,
      createdAt,
    });
  }
}

function buildPersonalData(ctx: DemoContext, random: Random, contactId: number, createdAt: Date): void {
  const essences = pickDistinct(random, ESSENCES, 5);
  const mechanisms = pickDistinct(random, SURVIVAL_MECHANISMS, 3);
  ctx.rows.personalData.push({
    contactId,
    essence1: essences[0],
    essence2: essences[1],
    essence3: essences[2],
    essence4: random.chance(0.6) ? essences[3] : "",
    essence5: random.chance(0.3) ? essences[4] : "",
    survivalMechanism1: mechanisms[0],
    survivalMechanism2: mechanisms[1],
    survivalMechanism3: random.chance(0.5) ? mechanisms[2] : "",
    lifePurpose: random.pick(LIFE_PURPOSES),
    notes: random.pick(PERSONAL_NOTES),
    createdAt,
    lastUpdatedAt: at(dayOfMonth(ctx.current - random.int(1, 6), random.int(1, 28)), 18),
  });
}

function phoneIn(random: Random, region: Region): string {
  return `${region.areaCode}-555-01${String(random.int(0, 99)).padStart(2, "0")}`;
}

function postalCode(random: Random, region: Region, isCanadian: boolean): string {
  if (!isCanadian) return `${region.postalPrefix}${String(random.int(0, 99)).padStart(2, "0")}`;
  const letters = "ABCEGHJKLMNPRSTVWXYZ";
  return `${region.postalPrefix} ${random.int(1, 9)}${letters[random.int(0, letters.length - 1)]}${random.int(0, 9)}`;
}

function emailLocal(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
}
