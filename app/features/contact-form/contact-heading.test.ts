import { expect, test } from "vitest";
import { contactHeading } from "./contact-heading";

test("the heading", () => {
  expect(contactHeading({ contactID: 1, clientStatus: "Active" })).toBe("Current Client");
  expect(contactHeading({ contactID: 1, clientStatus: "Paused" })).toBe("Current Client (Paused)");
  expect(contactHeading({ contactID: 1, clientStatus: "Potential" })).toBe("Contact");
  expect(contactHeading({ contactID: 0 })).toBe("New Contact");
});
