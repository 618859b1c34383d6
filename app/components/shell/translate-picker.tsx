import { useLocation } from "@remix-run/react";
import { LANGUAGE_NAMES, type PageLanguage } from "~/lib/translate";

/**
 * The translate widget: a plain GET form to /translate (no script, no third-party service), shown only
 * when the profile has the enable_button_translate flag.
 */
export function TranslatePicker({ languages, current }: { languages: PageLanguage[]; current: PageLanguage }) {
  const location = useLocation();
  return (
    <form method="get" action="/translate" className="translate-picker" aria-label="Translate">
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <label htmlFor="translate-language" className="visually-hidden">
        Language
      </label>
      <select id="translate-language" name="lang" defaultValue={current} key={current}>
        {languages.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {LANGUAGE_NAMES[lang]}
          </option>
        ))}
      </select>
      <button type="submit" className="translate-button">
        Translate
      </button>
    </form>
  );
}
