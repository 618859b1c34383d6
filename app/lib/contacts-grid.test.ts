import { describe, expect, test } from "vitest";
import {
  ALL_ON,
  CONTACT_COLUMNS,
  canOpenClientDetails,
  contactKeys,
  filterByStatus,
  gridStateQuery,
  parseFilters,
  parseGridState,
  sortLinkQuery,
  sortRows,
  type ContactGridRow,
} from "./contacts-grid";

const q = (s: string) => new URLSearchParams(s);

describe("parseFilters", () => {
  test("every group is on by default", () => {
    expect(parseFilters(q(""))).toEqual(ALL_ON);
  });
  test("prospective=1 leaves only Potential Client on", () => {
    expect(parseFilters(q("prospective=1"))).toEqual({ active: false, potential: true, past: false, other: false });
  });
  test("with f=1 the checked boxes are read as sent (an unchecked box is absent)", () => {
    expect(parseFilters(q("f=1&active=1&other=on"))).toEqual({ active: true, potential: false, past: false, other: true });
    expect(parseFilters(q("f=1"))).toEqual({ active: false, potential: false, past: false, other: false });
  });
  test("an applied filter wins over prospective=1", () => {
    expect(parseFilters(q("prospective=1&f=1&past=1")).past).toBe(true);
  });
});

describe("sort state and header links", () => {
  test("unknown columns and directions fall back to unsorted, ascending", () => {
    expect(parseGridState(q("sort=nope&dir=up"), CONTACT_COLUMNS)).toMatchObject({ sort: null, dir: "asc" });
    expect(parseGridState(q("sort=lastName&dir=desc"), CONTACT_COLUMNS)).toMatchObject({ sort: "lastName", dir: "desc" });
  });
  test("first click ascending, then toggling; another column starts ascending again", () => {
    const start = parseGridState(q(""), CONTACT_COLUMNS);
    expect(sortLinkQuery(start, "email")).toBe("?sort=email&dir=asc");
    const asc = parseGridState(q("sort=email&dir=asc"), CONTACT_COLUMNS);
    expect(sortLinkQuery(asc, "email")).toBe("?sort=email&dir=desc");
    const desc = parseGridState(q("sort=email&dir=desc"), CONTACT_COLUMNS);
    expect(sortLinkQuery(desc, "email")).toBe("?sort=email&dir=asc");
    expect(sortLinkQuery(desc, "phone")).toBe("?sort=phone&dir=asc");
  });
  test("links keep the filters (prospective becomes explicit) and extra parameters", () => {
    const state = parseGridState(q("prospective=1"), CONTACT_COLUMNS);
    expect(sortLinkQuery(state, "lastName", { q: "ann" })).toBe("?q=ann&f=1&potential=1&sort=lastName&dir=asc");
    expect(gridStateQuery(parseGridState(q(""), CONTACT_COLUMNS))).toBe("");
  });
});

const row = (over: Partial<ContactGridRow>): ContactGridRow => ({
  contactID: 0,
  affiliateName: "",
  firstName: "",
  lastName: "",
  phone: "",
  email: "",
  contactType: "",
  clientStatus: "",
  paymentStatus: "",
  expirationDate: null,
  ...over,
});

describe("filterByStatus", () => {
  const rows = ["Active", "Paused", "Potential", "Pending", "Past", "Expired", "Terminated", "None", ""].map((clientStatus, i) =>
    row({ contactID: i, clientStatus }),
  );
  const statuses = (f: Partial<typeof ALL_ON>) =>
    filterByStatus(rows, { active: false, potential: false, past: false, other: false, ...f }, (r) => r.clientStatus).map(
      (r) => r.clientStatus,
    );
  test("the spec's status groups", () => {
    expect(statuses({ active: true })).toEqual(["Active", "Paused"]);
    expect(statuses({ potential: true })).toEqual(["Potential", "Pending"]);
    expect(statuses({ past: true })).toEqual(["Past", "Expired", "Terminated"]);
    expect(statuses({ other: true })).toEqual(["None", ""]);
    expect(filterByStatus(rows, ALL_ON, (r) => r.clientStatus)).toHaveLength(rows.length);
  });
});

describe("sortRows", () => {
  const rows = [
    row({ contactID: 1, lastName: "émile", phone: "(416) 555-0100", expirationDate: "2099-12-31" }),
    row({ contactID: 2, lastName: "Adams", phone: "2125550199", expirationDate: "2026-03-01T00:00:00Z" }),
    row({ contactID: 3, lastName: "", phone: "", expirationDate: null }),
    row({ contactID: 4, lastName: "zed", phone: "+1 604 555 0000", expirationDate: "2025-01-15" }),
  ];
  const ids = (sort: (typeof CONTACT_COLUMNS)[number], dir: "asc" | "desc") =>
    sortRows(rows, sort, dir, contactKeys).map((r) => r.contactID);
  test("text is case- and accent-insensitive; empty values stay last in both directions", () => {
    expect(ids("lastName", "asc")).toEqual([2, 1, 4, 3]);
    expect(ids("lastName", "desc")).toEqual([4, 1, 2, 3]);
  });
  test("phones by their digits (without +1), contract end by date", () => {
    expect(ids("phone", "asc")).toEqual([2, 1, 4, 3]);
    expect(ids("contractEnd", "asc")).toEqual([4, 2, 1, 3]);
    expect(ids("contractEnd", "desc")).toEqual([1, 2, 4, 3]);
  });
  test("no sort keeps the backend's order", () => {
    expect(sortRows(rows, null, "asc", contactKeys)).toBe(rows);
  });
});

describe("canOpenClientDetails", () => {
  test("staff always; an affiliate only with a client status other than empty or None", () => {
    expect(canOpenClientDetails(3, "")).toBe(true);
    expect(canOpenClientDetails(8, "None")).toBe(true);
    expect(canOpenClientDetails(2, "Active")).toBe(true);
    expect(canOpenClientDetails(2, "")).toBe(false);
    expect(canOpenClientDetails(2, " none ")).toBe(false);
  });
});
