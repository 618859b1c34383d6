import { expect, test } from "vitest";
import { answerOf, describeAnswer, describeError } from "./route-error-boundary";
import { MAINTENANCE_MESSAGE } from "~/components/shell/maintenance";
import { SERVICE_UNAVAILABLE_MESSAGE } from "~/lib/responses";

const thrown = (status: number, data: unknown) => ({ status, statusText: "", internal: false, data });

test("a thrown Response keeps its status and message; anything else is unexpected", () => {
  expect(answerOf(thrown(404, "Contact 123 not found"))).toEqual({ status: 404, message: "Contact 123 not found" });
  expect(answerOf(thrown(400, { message: "Unknown intent" }))).toEqual({ status: 400, message: "Unknown intent" });
  expect(answerOf(thrown(403, ""))).toEqual({ status: 403, message: null });
  expect(answerOf(new Error("boom at db.ts:12"))).toBeNull();
});

test.each([
  [
    { status: 404, message: "Contact 123 not found" },
    { status: 404, title: "Page not found", detail: "Contact 123 not found" },
  ],
  [
    { status: 404, message: null },
    { status: 404, title: "Page not found", detail: "The page you asked for does not exist." },
  ],
  [
    { status: 403, message: "Only staff read the email outbox." },
    { status: 403, title: "Access denied", detail: "Only staff read the email outbox." },
  ],
  [
    { status: 403, message: null },
    { status: 403, title: "Access denied", detail: "You do not have access to this page." },
  ],
  [
    { status: 503, message: MAINTENANCE_MESSAGE },
    { status: 503, title: "Maintenance", detail: MAINTENANCE_MESSAGE },
  ],
  [
    { status: 503, message: SERVICE_UNAVAILABLE_MESSAGE },
    { status: 503, title: "Service unavailable", detail: "The service is unavailable. Please try again in a moment." },
  ],
  [
    { status: 502, message: "The server could not be reached. Please try again later." },
    { status: 502, title: "Something went wrong", detail: "The server could not be reached. Please try again later." },
  ],
  [
    { status: 400, message: null },
    { status: 400, title: "Something went wrong", detail: "Please try again." },
  ],
])("%j is shown as %j", (answer, shown) => {
  expect(describeAnswer(answer)).toEqual(shown);
});

test("an unexpected error shows no detail of its own", () => {
  expect(describeError(new Error('relation "users" does not exist'))).toEqual({
    status: 500,
    title: "Something went wrong",
    detail: "An unexpected error occurred. Please try again.",
  });
});
