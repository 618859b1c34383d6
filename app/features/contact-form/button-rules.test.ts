import { describe, expect, test } from "vitest";
import { cardRegionOf, createUserBlocker, deleteBlocker } from "./button-rules";

describe("buttons", () => {
  const saved = { contactID: 4, userID: null, addresses: [{ address: { country: "Canada" } }] };
  test("CREATE USER", () => {
    expect(createUserBlocker(3, saved)).toBeNull();
    expect(createUserBlocker(2, saved)).toMatch(/office staff/);
    expect(createUserBlocker(8, { ...saved, contactID: 0 })).toMatch(/Save/);
    expect(createUserBlocker(8, { ...saved, userID: 12 })).toMatch(/already has a user/);
    expect(
      createUserBlocker(8, { ...saved, addresses: [{ address: { country: "France" } }, { address: { country: "Canada" } }] }),
    ).toMatch(/United States or Canada/);
    expect(createUserBlocker(8, { ...saved, addresses: [] })).toMatch(/United States or Canada/);
  });

  test("DELETE and the card link", () => {
    expect(deleteBlocker({ contactID: 4, canDelete: true })).toBeNull();
    expect(deleteBlocker({ contactID: 4, canDelete: false })).toMatch(/invoices or billing plans/);
    expect(deleteBlocker({ contactID: 0 })).not.toBeNull();
    expect(cardRegionOf({ stripeCustomerId_USA: "cus_u", stripeCustomerId_Canada: "cus_c" })).toBe("USA");
    expect(cardRegionOf({ stripeCustomerId_USA: " ", stripeCustomerId_Canada: "cus_c" })).toBe("Canada");
    expect(cardRegionOf({})).toBeNull();
  });
});
