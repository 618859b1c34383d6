import { createContext, useContext } from "react";

type TitleTag = "h1" | "h2";

const TitleLevel = createContext<TitleTag>("h2");

/**
 * The form's title is the page's h1 on /newContact and an h2 under the contacts grid's h1 on
 * /viewContacts/{id}; its sections sit one level below it and their parts two, so no level is skipped.
 */
export const FormTitleLevel = TitleLevel.Provider;

const BELOW = { h1: ["h2", "h3"], h2: ["h3", "h4"] } as const;

/** The heading tag `depth` levels below the form's title: 1 for a section, 2 for a part of one. */
export function useHeadingBelowTitle(depth: 1 | 2) {
  return BELOW[useContext(TitleLevel)][depth - 1];
}
