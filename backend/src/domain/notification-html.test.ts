import { expect, test } from "vitest";
import { sanitizeNotificationHtml } from "./notification-html";

test("keeps formatting and safe links, drops script, handlers, javascript: URLs, style and iframes", () => {
  const out = sanitizeNotificationHtml(
    '<p onclick="x()"><b>Hi</b><script>alert(1)</script><img src="https://a.example/x.png" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">bad</a><a href="https://a.example">good</a><style>p{}</style><iframe src="https://e.example"></iframe></p>',
  );
  expect(out).toBe(
    '<p><b>Hi</b><img /><a rel="noopener noreferrer">bad</a>' +
      '<a href="https://a.example" rel="noopener noreferrer">good</a></p>',
  );
});

test.each([
  ['<img src="http://a.example/x.png">', "<img />"],
  ['<img src="https://tracker.example/pixel.gif?u=1" alt="t">', '<img alt="t" />'],
  ['<img src="//tracker.example/pixel.gif">', "<img />"],
  ['<img src="/image/7/logo.png" alt="Logo">', '<img src="/image/7/logo.png" alt="Logo" />'],
  ['<img src="data:image/png;base64,AAAA">', '<img src="data:image/png;base64,AAAA" />'],
  ['<a href="mailto:a@b.co">m</a>', '<a href="mailto:a@b.co" rel="noopener noreferrer">m</a>'],
  ['<a href="//evil.example">p</a>', '<a rel="noopener noreferrer">p</a>'],
  ['<span style="color:red" class="x">s</span>', "<span>s</span>"],
  ['<p class="rt-Button hidden">p</p>', "<p>p</p>"],
  ["  plain text  ", "plain text"],
])("%s → %s", (html, expected) => {
  expect(sanitizeNotificationHtml(html)).toBe(expected);
});
