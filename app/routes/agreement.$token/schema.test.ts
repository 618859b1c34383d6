import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { ACCEPT_REQUIRED, NAME_REQUIRED, SignForm, signSchema } from "./schema";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return data;
};

describe("the signing form", () => {
  it("takes the typed name, the ticked box and the SHA-256", () => {
    const submission = parseWithZod(form({ fullName: " Ada Client ", accepted: "on", agreementSha256: "a".repeat(64) }), {
      schema: SignForm,
    });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      fullName: "Ada Client",
      accepted: true,
      agreementSha256: "a".repeat(64),
    });
  });

  it("needs the name and the box", () => {
    const submission = parseWithZod(form({ fullName: " ", agreementSha256: "x" }), { schema: SignForm });
    if (submission.status === "success") throw new Error("accepted an empty form");
    expect(submission.error?.fullName).toEqual([NAME_REQUIRED]);
    expect(submission.error?.accepted).toEqual([ACCEPT_REQUIRED]);
  });

  it("an Auto-charge plan also needs the card when it is given on this page, not when Stripe's page takes it", () => {
    const base = { fullName: "Ada", accepted: "on", agreementSha256: "x" };
    expect(parseWithZod(form(base), { schema: signSchema(true) }).status).toBe("error");
    expect(parseWithZod(form(base), { schema: signSchema(false) }).status).toBe("success");
    const withCard = { ...base, number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", name: "Ada" };
    expect(parseWithZod(form(withCard), { schema: signSchema(true) }).status).toBe("success");
  });
});
