/**
 * The custom-language request and template editor rules the backend and the web app's forms share
 * (`@domain/custom-language`; docs/decisions/0151, 0176, 0180): messages word for word and limits.
 */
export const SELECT_TEMPLATE = "Please select a template to modify";
export const PAIR_NEEDS_BOTH = "A change pair needs both old and new wording.";
export const NO_CHANGE = "Please add at least one change.";
export const MAX_PAIRS = 50;
export const WORDING_MAX = 5000;

export const TEMPLATE_NAME_REQUIRED = "The display name is required.";
export const TEMPLATE_CONTENT_REQUIRED = "The template needs some content.";
export const TEMPLATE_HTML_MAX = 200_000;
