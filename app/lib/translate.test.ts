import { describe, expect, test } from "vitest";
import { pageLanguage, translateLanguages } from "./translate";

describe("translate widget", () => {
  test("languages follow the profile's language", () => {
    expect(translateLanguages("JPN")).toEqual(["ja", "en"]);
    expect(translateLanguages("ind")).toEqual(["id", "en"]);
    expect(translateLanguages("ENG")).toEqual(["ja", "id", "en"]);
    expect(translateLanguages(null)).toEqual(["ja", "id", "en"]);
  });

  test("the page language is the chosen one only when offered", () => {
    expect(pageLanguage("ja", ["ja", "en"])).toBe("ja");
    expect(pageLanguage("id", ["ja", "en"])).toBe("en");
    expect(pageLanguage("ja", null)).toBe("en");
    expect(pageLanguage(undefined, ["ja", "id", "en"])).toBe("en");
  });
});
