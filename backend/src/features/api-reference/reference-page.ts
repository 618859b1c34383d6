/** The reference page at /docs: Swagger UI from the `swagger-ui-dist` package, nothing fetched from elsewhere. */
export const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Coach Hub API reference</title>
<link rel="stylesheet" href="/docs/swagger-ui.css">
</head>
<body>
<noscript>The reference needs JavaScript; the document itself is at <a href="/openapi.json">/openapi.json</a>.</noscript>
<div id="reference"></div>
<script src="/docs/swagger-ui-bundle.js"></script>
<script src="/docs/docs.js"></script>
</body>
</html>
`;

/**
 * Starts Swagger UI on /openapi.json; `validatorUrl: null` keeps it from calling swagger.io's validator.
 * Resources start collapsed (docs/decisions/0383): fully expanded, Swagger UI stopped rendering after the
 * seventh of 126 calls.
 */
export const REFERENCE_SCRIPT = `window.ui = SwaggerUIBundle({
  url: "/openapi.json",
  dom_id: "#reference",
  validatorUrl: null,
  deepLinking: true,
  docExpansion: "none",
  tryItOutEnabled: false,
});
`;

/** The page's own scripts and styles only (Swagger UI sets inline styles; its images are data: URLs). */
export const REFERENCE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; font-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
