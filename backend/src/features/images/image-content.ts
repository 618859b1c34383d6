/** Spec §5 and §9: an image is at most 819200 bytes (800 KB). */
export const IMAGE_MAX_BYTES = 819_200;
export const IMAGE_TOO_LARGE = "File is too large. Please select a file no larger than 800 KB";
export const NOT_AN_IMAGE = "Please select an image file (PNG, JPEG, GIF or WebP).";

export type ImageType = "image/png" | "image/jpeg" | "image/gif" | "image/webp";

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

/**
 * The image type from the file's first bytes (never its name or the client's content type). SVG is not
 * accepted: it is XML that can carry script.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])) {
    return "image/gif";
  }
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

/**
 * The stored name (spec §5: spaces and extension dropped): "My Logo.png" → "MyLogo". Anything but
 * letters, digits, dash and underscore is dropped too, so the name is always one safe path segment;
 * an empty result becomes "logo".
 */
export function cleanImageName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  const withoutExtension = dot > 0 ? base.slice(0, dot) : base;
  const cleaned = withoutExtension.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 100);
  return cleaned === "" ? "logo" : cleaned;
}
