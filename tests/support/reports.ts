import type { Page } from "@playwright/test";

/** A bank statement of two lines, as Bank Deposit Matching (report 15) takes it. */
export const SAMPLE_STATEMENT = {
  name: "statement.csv",
  mimeType: "text/csv",
  buffer: Buffer.from("Date,Amount,Description\n2031-03-02,12.34,Deposit\n2031-03-03,(5.00),Bank fee\n"),
};

/**
 * On /reports?report=15: uploads the sample statement and runs it; answers the server's answer to the POST
 * (without JavaScript the document, with it the data request of Remix's form).
 */
export async function runSampleStatement(page: Page) {
  await page.getByLabel("Bank Statement").setInputFiles(SAMPLE_STATEMENT);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && /^\/reports(\.data)?$/.test(new URL(r.url()).pathname)),
    page.getByRole("button", { name: "RUN" }).click(),
  ]);
  return response;
}
