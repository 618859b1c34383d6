import type { APIResponse } from "@playwright/test";
import { backend, backendLogin, createAffiliate, demo } from "../support/backend";
import { expect, signInByPost, test } from "../support/fixtures";
import { createInvoice, invoiceClient } from "../support/invoices";

// A 1×1 PNG.
const PNG_BASE64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

/** What every answer that is not a page must carry too (docs/decisions/0315). */
function expectRefusesSniffingAndFraming(answer: APIResponse, contentType: RegExp) {
  expect(answer.status(), answer.url()).toBe(200);
  expect(answer.headers()["content-type"]).toMatch(contentType);
  expect(answer.headers()["x-content-type-options"]).toBe("nosniff");
  expect(answer.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
}

test("a logo, an invoice PDF, a CSV export, a library file and a static file refuse sniffing and framing", async ({ page }) => {
  const coach = await createAffiliate({ firstName: "Hedda" });
  const coachToken = await backendLogin(coach.email, coach.password);
  const logo = await backend<{ userID: number; name: string }>("POST", "/image", {
    token: coachToken,
    body: { name: "HeaderLogo.png", iconBlob: PNG_BASE64 },
  });
  expect(logo.status).toBe(201);
  expectRefusesSniffingAndFraming(await page.request.get(`/image/${logo.body.userID}/${logo.body.name}`), /^image\/png/);

  const { contact, owner } = await invoiceClient();
  const invoice = await createInvoice(contact.contactID, owner.id, { invoiceName: "Header coaching", invoiceTotal: 120 });
  await signInByPost(page.request, "finance");
  expectRefusesSniffingAndFraming(
    await page.request.get(`/invoicedocuments/${invoice.invoiceID}-${contact.lastName}.pdf`),
    /^application\/pdf/,
  );
  expectRefusesSniffingAndFraming(await page.request.get("/dashboard/export/invoices?list=issued"), /^text\/csv/);

  const docsToken = await backendLogin(demo.affiliateWithDocs);
  const tree = await backend<{ name: string; type: string; items?: { id: number; name: string; type: string }[] }[]>(
    "GET",
    "/api/v1/library/data",
    { token: docsToken },
  );
  const file = tree.body.flatMap((item) => item.items ?? []).find((item) => item.type === "file")!;
  await signInByPost(page.request, "affiliateWithDocs");
  expectRefusesSniffingAndFraming(
    await page.request.get(`/library/download/${file.id}?name=${encodeURIComponent(file.name)}`),
    /./,
  );

  expectRefusesSniffingAndFraming(await page.request.get("/favicon.svg"), /^image\/svg\+xml/);
});
