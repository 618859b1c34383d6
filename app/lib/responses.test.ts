import { expect, test } from "vitest";
import { badRequest, forbidden, invariantResponse, notFound, notFoundMessage, unknownIntent } from "./responses";

async function thrown(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    if (error instanceof Response)
      return { status: error.status, text: await error.text(), retry: error.headers.get("retry-after") };
    throw error;
  }
  return null;
}

test("invariantResponse throws a 400 with the message unless told otherwise", async () => {
  expect(await thrown(() => invariantResponse(true, "never"))).toBeNull();
  expect(await thrown(() => invariantResponse(0, "Invalid notificationId"))).toEqual({
    status: 400,
    text: "Invalid notificationId",
    retry: null,
  });
  expect(await thrown(() => invariantResponse(false, () => "Busy", { status: 503, headers: { "Retry-After": "600" } }))).toEqual({
    status: 503,
    text: "Busy",
    retry: "600",
  });
});

test("the named responses", async () => {
  expect([badRequest("a").status, forbidden("b").status, notFound("c").status, unknownIntent().status]).toEqual([
    400, 403, 404, 400,
  ]);
  expect(await unknownIntent().text()).toBe("Unknown intent");
  expect(await forbidden("No").text()).toBe("No");
  expect(notFoundMessage("Contact", 123)).toBe("Contact 123 not found");
  expect(notFoundMessage("User")).toBe("User not found");
});
