import { expect, test } from "vitest";
import { statusGroup, statusGroupLabels } from "./status-groups";

test.each([
  ["Active", "active"],
  ["Paused", "active"],
  ["Potential", "potential"],
  ["Pending", "potential"],
  ["Past", "past"],
  ["Expired", "past"],
  ["Terminated", "past"],
  ["None", "other"],
  ["", "other"],
  [null, "other"],
])("a %s client is in the %s group", (status, group) => {
  expect(statusGroup(status)).toBe(group);
});

test("the groups carry the filter labels of the contacts grid", () => {
  expect(Object.values(statusGroupLabels)).toEqual(["Active Client", "Potential Client", "Past Client", "Other"]);
});
