import sanitizeHtml from "sanitize-html";

/**
 * Notification text is text or HTML written by staff and shown to every user: only formatting tags,
 * links and images survive. No script, style or iframe, no event handlers or style attributes, and only
 * http(s)/mailto/tel URLs (no javascript:). Run when saved and again when sent out.
 */
export function sanitizeNotificationHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== "style"),
      "img",
    ],
    allowedAttributes: {
      a: ["href", "name", "target", "rel", "title"],
      img: ["src", "alt", "title", "width", "height"],
      "*": ["class"],
    },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["http", "https"] },
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    transformTags: {
      a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }),
    },
  }).trim();
}
