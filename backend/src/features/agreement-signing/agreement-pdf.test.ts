import { describe, expect, test } from "vitest";
import { csaPdf, htmlToBlocks } from "./agreement-pdf";

describe("htmlToBlocks", () => {
  test("headings, paragraphs, numbered and bulleted items, entities decoded, inline tags dropped", () => {
    expect(
      htmlToBlocks(
        "<h1>Title</h1><p>One <strong>bold</strong> &amp; more</p><ol><li>First</li><li>Second</li></ol><ul><li>Dot</li></ul>Tail<br>line",
      ),
    ).toEqual([
      { kind: "heading", level: 1, text: "Title" },
      { kind: "paragraph", text: "One bold & more" },
      { kind: "item", marker: "1.", text: "First" },
      { kind: "item", marker: "2.", text: "Second" },
      { kind: "item", marker: "•", text: "Dot" },
      { kind: "paragraph", text: "Tail" },
      { kind: "paragraph", text: "line" },
    ]);
  });
});

test("csaPdf makes a PDF", async () => {
  const bytes = await csaPdf({
    title: "Client Service Agreement",
    terms: [["Client", "Ada"]],
    agreementHtml: "<h1>Agreement</h1><p>Text</p>",
    certificate: {
      signerName: "Ada",
      signedAtUtc: "2026-03-10 15:00:00 UTC",
      signedAtBusiness: "2026-03-10 11:00:00 -04:00 (America/Toronto)",
      ip: "203.0.113.7",
      userAgent: "UA",
      linkIssuedAtUtc: "2026-03-09 15:00:00 UTC",
      agreementSha256: "a".repeat(64),
    },
  });
  expect(Buffer.from(bytes).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(Buffer.from(bytes).toString("latin1")).toContain("%%EOF");
});
