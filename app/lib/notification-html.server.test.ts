import { expect, test } from "vitest";
import { safeNotificationHtml } from "./notification-html.server";

test("keeps formatting and safe links, drops script, handlers, javascript: URLs, style and iframes", () => {
  const out = safeNotificationHtml(
    '<p onclick="x()"><b>Hi</b><script>alert(1)</script><img src="https://a.example/x.png" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">bad</a><a href="https://a.example">good</a><style>p{}</style><iframe src="https://e.example"></iframe></p>',
  );
  expect(out).toContain("<b>Hi</b>");
  expect(out).toContain('href="https://a.example"');
  for (const banned of ["script", "onclick", "onerror", "javascript:", "<style", "<iframe", "alert("]) expect(out).not.toContain(banned);
});
