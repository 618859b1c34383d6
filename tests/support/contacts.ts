import type { Page } from "@playwright/test";
import { backend, backendLogin, createAffiliate } from "./backend";
import { expect } from "./fixtures";

let counter = 0;

/** A unique word for names and emails, so that a search finds exactly this run's records. */
export function uniqueWord(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;
}

export interface NewContact {
  contactID: number;
  firstName: string;
  lastName: string;
  email: string;
}

/** A contact created through the backend's own POST /contact, as `token`'s user, with a Toronto home address. */
export async function createContact(
  token: string,
  values: { firstName: string; lastName: string; email: string; phone?: string } & Record<string, unknown>,
): Promise<NewContact & Record<string, any>> {
  const res = await backend<NewContact & Record<string, any>>("POST", "/contact", {
    token,
    body: {
      contactID: 0,
      phone: "4165550123",
      addresses: [
        {
          addressType: { id: 3 },
          customLabel: "",
          address: {
            addressID: 0,
            address1: "1 King St W",
            address2: "",
            city: "Toronto",
            state: "ON",
            zip: "M5H 1A1",
            country: "Canada",
          },
        },
      ],
      ...values,
    },
  });
  if (res.status !== 201) throw new Error(`contact failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A throwaway affiliate with one contact of their own (unique names, an email with dots). */
export async function affiliateWithContact() {
  const affiliate = await createAffiliate({ firstName: "Cora" });
  const token = await backendLogin(affiliate.email, affiliate.password);
  const word = uniqueWord("q");
  const contact = await createContact(token, {
    firstName: "Quinn",
    lastName: `Searchable${word}`,
    email: `quinn.${word}@example.com`,
  });
  return { affiliate, token, contact, word };
}

/** Types into the top bar's search box and presses Enter. */
export async function searchFromTopBar(page: Page, text: string) {
  const box = page.getByRole("searchbox", { name: "Search contacts" });
  await box.fill(text);
  await box.press("Enter");
}

/** Searches for a contact and SELECTs it: /action then shows it. */
export async function selectContact(page: Page, contact: NewContact, text = contact.lastName) {
  await searchFromTopBar(page, text);
  await expect(page).toHaveURL(/\/search\?/);
  await page.getByRole("button", { name: `SELECT ${contact.firstName} ${contact.lastName}` }).click();
  await expect(page).toHaveURL(/\/action$/);
  await expect(page.getByRole("region", { name: "Selected Contact" })).toContainText(
    `Selected Contact: ${contact.firstName} ${contact.lastName}`,
  );
}
