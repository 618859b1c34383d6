import type { ContactDraft } from "./schema";

/** Test data: a Toronto home address, and a draft that passes every check with it. */
export const home = {
  addressID: 5,
  addressTypeId: 3,
  customLabel: "",
  address1: "1 King St",
  address2: "",
  city: "Toronto",
  state: "ON",
  zip: "",
  country: "Canada",
};
export const valid: ContactDraft = { firstName: "Ada", lastName: "Byron", email: "ada@example.com", addresses: [home] };
