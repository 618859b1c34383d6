import sanitizeHtml from "sanitize-html";

/**
 * Notification text is text or HTML written by staff and shown to every user: only formatting tags,
 * links and images survive. No script, style or iframe, no event handlers, style or class attributes, and
 * only http(s)/mailto/tel links (no javascript:). Images only from the app itself (a path) or data: — as
 * the pages' CSP allows — so that no other site learns who read it (docs/decisions/0314). The backend runs
 * it when a notification is saved and when it is sent out; the web app once more before rendering it as
 * HTML (defence in depth).
 */
export const NOTIFICATION_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== "style"), "img"],
  allowedAttributes: {
    a: ["href", "name", "target", "rel", "title"],
    img: ["src", "alt", "title", "width", "height"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["data"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
};

export function sanitizeNotificationHtml(html: string): string {
  return sanitizeHtml(html, NOTIFICATION_HTML_OPTIONS).trim();
}
