import { describe, expect, it } from "vitest";
import { daysAfter } from "./expiry";

describe("daysAfter", () => {
  it("is whole days of 24 hours, across a daylight-saving change and a leap day", () => {
    expect(daysAfter(new Date("2030-03-05T12:00:00Z"), 7).toISOString()).toBe("2030-03-12T12:00:00.000Z");
    expect(daysAfter(new Date("2028-02-20T00:00:00Z"), 14).toISOString()).toBe("2028-03-05T00:00:00.000Z");
  });

  it("keeps the milliseconds of the instant it starts from", () => {
    expect(daysAfter(new Date("2030-01-01T08:30:15.250Z"), 365).toISOString()).toBe("2031-01-01T08:30:15.250Z");
  });
});
