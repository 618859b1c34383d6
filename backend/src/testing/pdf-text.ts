import { extractText, getDocumentProxy } from "unpdf";

/**
 * A PDF's text as a reader sees it, one line per printed line (words on one baseline joined by a space), every
 * page in order: what the invoice PDF tests compare, in the backend and end-to-end alike.
 */
export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}
