/** Spec §5 and §9: a logo is at most 819200 bytes (800 KB). Checked in the browser, the web app and the backend. */
export const IMAGE_MAX_BYTES = 819_200;
export const IMAGE_TOO_LARGE = "File is too large. Please select a file no larger than 800 KB";
/** What the file picker offers; the backend checks the bytes themselves. */
export const IMAGE_ACCEPT = "image/png,image/jpeg,image/gif,image/webp";
