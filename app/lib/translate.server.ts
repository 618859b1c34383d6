import { createCookie } from "@remix-run/node";
import { api, ApiError } from "~/api/index.server";
import { hasFeature } from "~/api/profile.server";
import { baseCookieOptions, secureFor } from "~/auth/cookies.server";
import type { AppSession, SessionCaller, ShellProfile } from "~/auth/session.server";
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
 * enable_button_translate flag; its languages follow the profile's language. The profile is read from the
 * backend once per session and acting user and kept in the session (docs/decisions/0127); `sessionChanged`
 * says the session must be committed. A failed profile call answers the spec's message instead (shown as a
 * toast) and no widget, and is tried again on the next page.
 */
export async function loadTranslateWidget(
  caller: SessionCaller,
  session: AppSession,
  userId: number,
): Promise<{ widget: TranslateWidget | null; error: string | null; sessionChanged: boolean }> {
  let profile = session.get("shellProfile");
  let sessionChanged = false;
  if (profile?.userId !== userId) {
    try {
      profile = await readShellProfile(caller, userId);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { widget: null, error: `Failed to Get New Profile data --- error: ${error.message}`, sessionChanged };
    }
    session.set("shellProfile", profile);
    sessionChanged = true;
  }
  if (!profile.translate) return { widget: null, error: null, sessionChanged };
  const languages = translateLanguages(profile.language);
  const current = pageLanguage(await chosenLanguage(caller.request), languages);
  return { widget: { languages, current }, error: null, sessionChanged };
}

async function readShellProfile(caller: SessionCaller, userId: number): Promise<ShellProfile> {
  const profile = await api(caller).profile.get(userId);
  return { userId, translate: hasFeature(profile, TRANSLATE_FLAG), language: profile.language ?? null };
}
