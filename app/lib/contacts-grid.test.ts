import { describe, expect, test } from "vitest";
import {
  ALL_ON,
  CONTACT_COLUMNS,
  canOpenClientDetails,
  backendContactQuery,
  contactGridQuery,
  filterByStatus,
  gridStateQuery,
  parseFilters,
  parseContactGridState,
  parseGridState,
  searchKeys,
  sortLinkQuery,
  sortRows,
  type SearchGridRow,
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

const row = (over: Partial<SearchGridRow> & { contactID?: number }) => ({
  contactID: 0,
  STATUS: "",
  affiliateName: "",
  firstName: "",
  lastName: "",
  phone: "",
  email: "",
  source: "",
  ...over,
});

describe("filterByStatus", () => {
  const rows = ["Active", "Paused", "Potential", "Pending", "Past", "Expired", "Terminated", "None", ""].map(
    (clientStatus, i) => ({
      contactID: i,
      clientStatus,
    }),
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
    row({ contactID: 1, lastName: "émile", phone: "(416) 555-0100" }),
    row({ contactID: 2, lastName: "Adams", phone: "2125550199" }),
    row({ contactID: 3, lastName: "", phone: "" }),
    row({ contactID: 4, lastName: "zed", phone: "+1 604 555 0000" }),
  ];
  const ids = (sort: "lastName" | "phone", dir: "asc" | "desc") => sortRows(rows, sort, dir, searchKeys).map((r) => r.contactID);
  test("text is case- and accent-insensitive; empty values stay last in both directions", () => {
    expect(ids("lastName", "asc")).toEqual([2, 1, 4, 3]);
    expect(ids("lastName", "desc")).toEqual([4, 1, 2, 3]);
  });
  test("phones by their digits (without +1)", () => {
    expect(ids("phone", "asc")).toEqual([2, 1, 4, 3]);
  });
  test("no sort keeps the backend's order", () => {
    expect(sortRows(rows, null, "asc", searchKeys)).toBe(rows);
  });
});

describe("the View/Edit Contacts grid's page (docs/decisions/0337)", () => {
  test("gridPage from 2 is kept in the grid's query; anything else is the first page", () => {
    expect(parseContactGridState(q("gridPage=3&page=2")).page).toBe(3);
    for (const bad of ["", "gridPage=1", "gridPage=0", "gridPage=-2", "gridPage=1.5", "gridPage=x", "page=4"]) {
      expect(parseContactGridState(q(bad)).page, bad).toBe(1);
    }
    const state = parseContactGridState(q("f=1&active=1&sort=contractEnd&dir=desc&gridPage=2"));
    expect(contactGridQuery(state)).toBe("?gridPage=2&f=1&active=1&sort=contractEnd&dir=desc");
    expect(contactGridQuery(state, 1)).toBe("?f=1&active=1&sort=contractEnd&dir=desc");
  });
  test("the backend's query: the checked groups (none when all are), sort, page and 100 rows; no group, no call", () => {
    expect(backendContactQuery(parseContactGridState(q("")))?.toString()).toBe("pageSize=100");
    expect(backendContactQuery(parseContactGridState(q("prospective=1&sort=affiliateName&gridPage=4")))?.toString()).toBe(
      "status=potential&sort=affiliateName&dir=asc&page=4&pageSize=100",
    );
    expect(backendContactQuery(parseContactGridState(q("f=1&past=1&other=1&sort=phone&dir=desc")))?.toString()).toBe(
      "status=past%2Cother&sort=phone&dir=desc&pageSize=100",
    );
    expect(backendContactQuery(parseContactGridState(q("f=1")))).toBeNull();
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
