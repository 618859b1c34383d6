import { expect, test } from "vitest";
import { applyWording } from "./approved-wording";

test("no match leaves the HTML as it was", () => {
  const html = "<p>Sessions are {{sessionLength}} minutes.</p>";
  expect(applyWording(html, [{ oldText: "48 hours", newText: "24 hours" }])).toBe(html);
  expect(applyWording(html, [])).toBe(html);
});

test("every occurrence is replaced, pairs in order", () => {
  const html = "<h2>Notice</h2><p>Give 48 hours notice.</p><ul><li>48 hours notice again</li></ul>";
  expect(
    applyWording(html, [
      { oldText: "48 hours", newText: "24 hours" },
      { oldText: "24 hours notice again", newText: "a day's notice again" },
    ]),
  ).toBe("<h2>Notice</h2><p>Give 24 hours notice.</p><ul><li>a day&#39;s notice again</li></ul>");
});

test("HTML special characters: matched as the HTML spells them, replaced escaped, never as markup", () => {
  const html = '<p>Fees &amp; charges &lt;monthly&gt; "as agreed"</p>';
  expect(applyWording(html, [{ oldText: "Fees & charges <monthly>", newText: "<script>alert(1)</script> & co" }])).toBe(
    '<p>&#60;script&#62;alert(1)&#60;/script&#62; &#38; co "as agreed"</p>',
  );
  expect(applyWording(html, [{ oldText: '"as agreed"', newText: "as 'agreed'" }])).toBe(
    "<p>Fees &amp; charges &lt;monthly&gt; as &#39;agreed&#39;</p>",
  );
  expect(applyWording("<p>A &quot;quote&quot;</p>", [{ oldText: '"quote"', newText: "q" }])).toBe("<p>A q</p>");
});

test("tags and attributes are never rewritten", () => {
  const html = '<table><tr><td colspan="2">p td</td></tr></table><p>p</p>';
  expect(applyWording(html, [{ oldText: "p", newText: "P" }])).toBe('<table><tr><td colspan="2">P td</td></tr></table><p>P</p>');
  expect(applyWording(html, [{ oldText: "td", newText: "x" }])).toBe('<table><tr><td colspan="2">p x</td></tr></table><p>p</p>');
});
