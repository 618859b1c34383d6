import { describe, expect, test } from "vitest";
import { PRONOUN_OPTIONS, pronounChoice, pronounsFromForm } from "./pronouns";

describe("pronouns", () => {
  test("the spec's options", () => {
    expect(PRONOUN_OPTIONS).toEqual(["He/His", "She/Her", "They/Their", "Other"]);
  });

  test("a stored value as the form shows it", () => {
    expect(pronounChoice("She/Her")).toEqual({ choice: "She/Her", other: "" });
    expect(pronounChoice("they/their")).toEqual({ choice: "They/Their", other: "" });
    expect(pronounChoice("Xe/Xem")).toEqual({ choice: "Other", other: "Xe/Xem" });
    expect(pronounChoice("Other")).toEqual({ choice: "Other", other: "" });
    expect(pronounChoice(null)).toEqual({ choice: "", other: "" });
  });

  test("the saved value: the option, or Other's free text", () => {
    expect(pronounsFromForm("He/His", "ignored")).toBe("He/His");
    expect(pronounsFromForm("Other", " Ze/Zir ")).toBe("Ze/Zir");
    expect(pronounsFromForm("Other", "")).toBe("Other");
    expect(pronounsFromForm("", "")).toBe("");
  });
});
