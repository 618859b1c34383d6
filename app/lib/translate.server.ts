import { createCookie } from "@remix-run/node";
import { api, ApiError } from "~/api/index.server";
import { hasFeature } from "~/api/profile.server";
import { baseCookieOptions, secureFor } from "~/auth/cookies.server";
import type { SessionCaller } from "~/auth/session.server";
import { pageLanguage, TRANSLATE_FLAG, translateLanguages, type PageLanguage } from "./translate";

/** The chosen page language: a preference only (a year), no JavaScript needed to set or read it. */
export const languageCookie = createCookie("ch_lang", { ...baseCookieOptions, maxAge: 60 * 60 * 24 * 365 });

export async function chosenLanguage(request: Request): Promise<string | null> {
  const value = await languageCookie.parse(request.headers.get("cookie"));
  return typeof value === "string" ? value : null;
}

export function languageCookieHeader(request: Request, lang: string): Promise<string> {
  return languageCookie.serialize(lang, { secure: secureFor(request) });
}

export interface TranslateWidget {
  languages: PageLanguage[];
  current: PageLanguage;
}

/**
 * The translate widget of the acting user's profile (spec §2): present only with the
 * enable_button_translate flag; its languages follow the profile's language. A failed profile call
 * answers the spec's message instead (shown as a toast) and no widget.
 */
export async function loadTranslateWidget(
  caller: SessionCaller,
  userId: number,
): Promise<{ widget: TranslateWidget | null; error: string | null }> {
  try {
    const profile = await api(caller).profile.get(userId);
    if (!hasFeature(profile, TRANSLATE_FLAG)) return { widget: null, error: null };
    const languages = translateLanguages(profile.language);
    return { widget: { languages, current: pageLanguage(await chosenLanguage(caller.request), languages) }, error: null };
  } catch (error) {
    if (error instanceof ApiError) return { widget: null, error: `Failed to Get New Profile data --- error: ${error.message}` };
    throw error;
  }
}
