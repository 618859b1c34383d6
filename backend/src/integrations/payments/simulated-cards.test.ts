import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { simulatedCustomers } from "../../db/schema";
import { createTestBackend, type TestBackend } from "../../testing/harness";
import { createSimulatedProvider } from "./simulated";

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(() => backend.close());

const provider = () =>
  createSimulatedProvider({
    db: backend.database.db,
    now: () => new Date("2026-11-22T05:00:00Z"),
    publicBaseUrl: "http://backend.test",
  });
const card = (number: string) => ({ number, expMonth: 11, expYear: 2026, cvc: "123", name: "  Ada Client " });
const customer = async (id: string) =>
  (await backend.database.db.select().from(simulatedCustomers).where(eq(simulatedCustomers.id, id)))[0];

describe("the simulated provider's cards", () => {
  test("takes cards on our own form", () => {
    expect(provider().cards.mode).toBe("form");
  });

  test("a good card is kept on the customer (made on first use): brand, last 4, expiry and name only", async () => {
    const result = await provider().cards.saveCard({
      region: "Canada",
      customerId: "sim_cus_new",
      card: card("5555 5555 5555 4444"),
    });
    expect(result).toEqual({ ok: true, card: { brand: "mastercard", last4: "4444", expMonth: 11, expYear: 2026 } });
    expect(await customer("sim_cus_new")).toMatchObject({
      region: "Canada",
      cardBrand: "mastercard",
      cardLast4: "4444",
      cardholderName: "Ada Client",
    });
    expect(JSON.stringify(await customer("sim_cus_new"))).not.toContain("5555555555554444");

    await provider().cards.saveCard({ region: "Canada", customerId: "sim_cus_new", card: card("4242424242424242") });
    expect(await customer("sim_cus_new")).toMatchObject({ cardBrand: "visa", cardLast4: "4242" });
  });

  test("a declined or refused card changes nothing", async () => {
    const p = provider();
    expect(await p.cards.saveCard({ region: "USA", customerId: "sim_cus_declined", card: card("4000 0000 0000 0002") })).toEqual({
      ok: false,
      code: "card_declined",
      message: "Your card was declined.",
    });
    expect(
      await p.cards.saveCard({
        region: "USA",
        customerId: "sim_cus_declined",
        card: { ...card("4242424242424242"), expMonth: 10 },
      }),
    ).toMatchObject({
      ok: false,
      code: "invalid_expiry",
    });
    expect(await customer("sim_cus_declined")).toBeUndefined();
  });
});
