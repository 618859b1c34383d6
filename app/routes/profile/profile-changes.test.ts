import { describe, expect, test } from "vitest";
import { applyForm, changedFields, editableOf } from "./profile-changes";

const stored = editableOf({
  FirstName: "Ana",
  LastName: "Coach",
  Email: "ana@example.com",
  Phone: "4165550100",
  MobilePhone: null,
  biography: "Line one\nLine two",
  includeLogoURL: false,
  affiliateFeeType: "Standard USA",
});
const form = {
  FirstName: "Ana",
  LastName: "Coach",
  Email: "ana@example.com",
  Phone: "4165550100",
  biography: "Line one\r\nLine two",
};

describe("profile changes", () => {
  test("the same values (CRLF, empty as null) are no change", () => {
    expect(changedFields(stored, applyForm(stored, form, false))).toEqual([]);
  });

  test("username and fee type change only for roles that may change them", () => {
    const edited = { ...form, Email: "new@example.com", affiliateFeeType: "Flat Rate USA" };
    expect(changedFields(stored, applyForm(stored, edited, false))).toEqual([]);
    expect(changedFields(stored, applyForm(stored, edited, true))).toEqual(["Email", "affiliateFeeType"]);
  });

  test("a cleared optional field and a ticked box are changes", () => {
    const withMobile = { ...stored, MobilePhone: "4165550199" };
    expect(changedFields(withMobile, applyForm(withMobile, { ...form, includeLogoURL: true }, false))).toEqual([
      "MobilePhone",
      "includeLogoURL",
    ]);
  });
});
