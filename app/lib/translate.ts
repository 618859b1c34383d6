/** The translate widget (spec §2, §9): shown only with this feature flag on the user's profile. */
export const TRANSLATE_FLAG = "enable_button_translate";

export type PageLanguage = "ja" | "id" | "en";

export const LANGUAGE_NAMES: Record<PageLanguage, string> = {
  ja: "日本語 (Japanese)",
  id: "Bahasa Indonesia",
  en: "English",
};

/** Languages offered by the profile's language: JPN → ja, en; IND → id, en; anything else → ja, id, en. */
export function translateLanguages(profileLanguage: string | null | undefined): PageLanguage[] {
  switch ((profileLanguage ?? "").trim().toUpperCase()) {
    case "JPN":
      return ["ja", "en"];
    case "IND":
      return ["id", "en"];
    default:
      return ["ja", "id", "en"];
  }
}

/** The page language to use: the chosen one when it is offered, else English. */
export function pageLanguage(chosen: string | null | undefined, offered: PageLanguage[] | null): PageLanguage {
  if (!offered) return "en";
  return offered.find((l) => l === chosen) ?? "en";
}
