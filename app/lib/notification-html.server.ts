import sanitizeHtml from "sanitize-html";

/**
 * Notification HTML is sanitised by the backend when saved and when sent; the web app does it once more
 * before rendering it as HTML (defence in depth): formatting, links and images only, no script, style,
 * iframe, event handlers or style attributes, and only http(s)/mailto/tel URLs.
 */
export function safeNotificationHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== "style"), "img"],
    allowedAttributes: {
      a: ["href", "name", "target", "rel", "title"],
      img: ["src", "alt", "title", "width", "height"],
      "*": ["class"],
    },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["http", "https"] },
    allowProtocolRelative: false,
    disallowedTagsMode: "discard",
    transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
  });
}
