import { demo } from "./backend";
import { contactWithCustomerId, sendCardUpdateLink } from "./card-update";
import { findContact, loginAs } from "./contact-records";

/**
 * Every screen of the web app, once per role that sees it: the list the accessibility (axe), HTML
 * validity (Nu) and speed (bench:screens) checks walk. A new screen joins here.
 * `path` is either fixed or built from the demo data (a contact's or a user's id, a card-update link).
 */
export type Screen = {
  name: string;
  who: keyof typeof demo | "anonymous";
  path: string | (() => Promise<string>);
};

const demoAffiliateContact = async () => {
  const { id } = await loginAs(demo.affiliate);
  const contact = await findContact((c) => c.affiliateID === id);
  return `/viewContacts/${contact.contactID}`;
};

const demoAffiliateUser = async () => `/settings/users/${(await loginAs(demo.affiliate)).id}`;

const demoAffiliateResetConfirmation = async () => `/settings?reset=${(await loginAs(demo.affiliate)).id}`;

const freshCardUpdateLink = async () => sendCardUpdateLink(await contactWithCustomerId());

export const screens: Screen[] = [
  { name: "login", who: "anonymous", path: "/login" },
  { name: "password reset dialog", who: "anonymous", path: "/login?reset=1" },
  { name: "register", who: "anonymous", path: "/register" },
  { name: "register code", who: "anonymous", path: "/register?email=new.coach%40example.com" },
  { name: "card update", who: "anonymous", path: freshCardUpdateLink },
  { name: "not found", who: "anonymous", path: "/no-such-page" },

  { name: "home", who: "affiliate", path: "/home" },
  { name: "dashboard", who: "affiliate", path: "/dashboard" },
  { name: "contacts grid", who: "affiliate", path: "/viewContacts" },
  { name: "contact details", who: "affiliate", path: demoAffiliateContact },
  { name: "new contact", who: "affiliate", path: "/newContact" },
  { name: "contact search", who: "affiliate", path: "/search?q=an&from=%2Fhome" },
  { name: "action", who: "affiliate", path: "/action" },
  { name: "information packet dialog", who: "affiliate", path: "/action/info-packet" },
  { name: "client management", who: "affiliate", path: "/clientMgmt" },
  { name: "reports", who: "affiliate", path: "/reports" },
  { name: "profile", who: "affiliate", path: "/profile" },
  { name: "affiliation", who: "affiliate", path: "/affiliation" },
  { name: "stripe connect", who: "affiliate", path: "/stripe-connect" },
  { name: "library", who: "affiliateWithDocs", path: "/library" },

  { name: "home", who: "finance", path: "/home" },
  { name: "dashboard", who: "finance", path: "/dashboard" },
  { name: "users grid", who: "finance", path: "/settings" },
  { name: "user details", who: "finance", path: demoAffiliateUser },
  { name: "new user", who: "finance", path: "/settings/users/new" },
  { name: "password reset confirmation", who: "finance", path: demoAffiliateResetConfirmation },
  { name: "notifications manager", who: "finance", path: "/settings?notifications=1" },
  { name: "new notification dialog", who: "finance", path: "/settings?notifications=1&add=1" },
  { name: "outbox", who: "finance", path: "/outbox" },
  { name: "contact search", who: "finance", path: "/search?q=an&from=%2Fhome" },
  { name: "client management", who: "finance", path: "/clientMgmt" },
  { name: "reports", who: "finance", path: "/reports" },
  { name: "profile", who: "finance", path: "/profile" },

  { name: "home", who: "office", path: "/home" },
  { name: "users grid", who: "office", path: "/settings" },
];

export const screenPath = (screen: Screen) => (typeof screen.path === "string" ? screen.path : screen.path());
