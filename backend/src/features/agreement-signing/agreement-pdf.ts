import PDFDocument from "pdfkit";

/**
 * The signed agreement's PDFs (issue 13, docs/decisions/0154), made with pdfkit: no browser. The agreement
 * HTML (already sanitised) becomes headings, paragraphs and list items; inline formatting is dropped.
 */
export type TextBlock =
  | { kind: "heading"; level: number; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "item"; marker: string; text: string };

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const n = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

const BLOCK_TAGS = new Set([
  "p",
  "div",
  "blockquote",
  "table",
  "tr",
  "ul",
  "ol",
  "br",
  "hr",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "li",
]);

/** Sanitised agreement HTML → readable blocks (headings, paragraphs, numbered or bulleted items). */
export function htmlToBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  const lists: { ordered: boolean; n: number }[] = [];
  let text = "";
  let current: { kind: "heading"; level: number } | { kind: "item"; marker: string } | { kind: "paragraph" } = {
    kind: "paragraph",
  };
  const flush = () => {
    const clean = decodeEntities(text).replace(/\s+/g, " ").trim();
    text = "";
    if (!clean) return;
    if (current.kind === "heading") blocks.push({ kind: "heading", level: current.level, text: clean });
    else if (current.kind === "item") blocks.push({ kind: "item", marker: current.marker, text: clean });
    else blocks.push({ kind: "paragraph", text: clean });
  };
  const tag = /<(\/?)([a-zA-Z0-9]+)[^>]*>/g;
  let last = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    text += html.slice(last, m.index);
    last = tag.lastIndex;
    const closing = m[1] === "/";
    const name = m[2]!.toLowerCase();
    if (name === "td" || name === "th") {
      text += " ";
      continue;
    }
    if (!BLOCK_TAGS.has(name)) continue;
    flush();
    if (closing) {
      if (name === "ul" || name === "ol") lists.pop();
      current = { kind: "paragraph" };
      continue;
    }
    if (name === "ul" || name === "ol") lists.push({ ordered: name === "ol", n: 0 });
    else if (name === "li") {
      const list = lists.at(-1);
      if (list) list.n += 1;
      current = { kind: "item", marker: list?.ordered ? `${list.n}.` : "•" };
    } else if (/^h[1-6]$/.test(name)) current = { kind: "heading", level: Number(name[1]) };
    else current = { kind: "paragraph" };
  }
  text += html.slice(last);
  flush();
  return blocks;
}

function render(build: (doc: PDFKit.PDFDocument) => void, info: { Title: string }): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "LETTER", margin: 56, info: { ...info, Producer: "Coach Hub", Creator: "Coach Hub" } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
    try {
      build(doc);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

const HEADING_SIZES = [18, 15, 13, 12, 11, 11];

function writeBlocks(doc: PDFKit.PDFDocument, blocks: TextBlock[]) {
  for (const b of blocks) {
    if (b.kind === "heading") {
      doc
        .moveDown(0.5)
        .font("Helvetica-Bold")
        .fontSize(HEADING_SIZES[b.level - 1] ?? 11)
        .text(b.text);
      doc.moveDown(0.3);
    } else if (b.kind === "item") {
      doc.font("Helvetica").fontSize(10.5).text(`${b.marker}  ${b.text}`, { indent: 14 });
      doc.moveDown(0.2);
    } else {
      doc.font("Helvetica").fontSize(10.5).text(b.text, { align: "left" });
      doc.moveDown(0.5);
    }
  }
}

function writeRows(doc: PDFKit.PDFDocument, rows: [string, string][]) {
  for (const [label, value] of rows) {
    doc.font("Helvetica-Bold").fontSize(10).text(`${label}: `, { continued: true }).font("Helvetica").text(value);
  }
}

export interface SigningCertificate {
  signerName: string;
  signedAtUtc: string;
  signedAtBusiness: string;
  ip: string;
  userAgent: string;
  linkIssuedAtUtc: string;
  agreementSha256: string;
}

export function certificateRows(c: SigningCertificate): [string, string][] {
  return [
    ["Signed by (typed name)", c.signerName],
    ["Signed at (UTC)", c.signedAtUtc],
    ["Signed at (business time)", c.signedAtBusiness],
    ["Signer IP address", c.ip],
    ["Signer browser", c.userAgent || "unknown"],
    ["Signing link issued (UTC)", c.linkIssuedAtUtc],
    ["SHA-256 of the agreement text shown", c.agreementSha256],
  ];
}

/** The signed client service agreement: the terms, the agreement text, then the signing certificate. */
export function csaPdf(input: {
  title: string;
  terms: [string, string][];
  agreementHtml: string;
  certificate: SigningCertificate;
}): Promise<Uint8Array> {
  return render(
    (doc) => {
      doc.font("Helvetica-Bold").fontSize(20).text(input.title);
      doc.moveDown(0.5);
      writeRows(doc, input.terms);
      doc.moveDown(1);
      writeBlocks(doc, htmlToBlocks(input.agreementHtml));
      doc.addPage();
      doc.font("Helvetica-Bold").fontSize(16).text("Signing certificate");
      doc.moveDown(0.3);
      doc
        .font("Helvetica")
        .fontSize(10)
        .text("The client accepted this agreement electronically by typing their full name and ticking the acceptance box.");
      doc.moveDown(0.5);
      writeRows(doc, certificateRows(input.certificate));
    },
    { Title: input.title },
  );
}

/**
 * The card authorisation a client gives (the CCA's statement): at signing, and when saving the card while
 * paying an invoice on the pay page, which quotes it beside its box (docs/decisions/0381).
 */
export const cardAuthorization = (a: { signer: string; payee: string; agreementName: string }) =>
  `I, ${a.signer}, authorize ${a.payee} and its billing service to charge the card ` +
  `below for the charges of the agreement "${a.agreementName}" on their due dates, until the agreement ends or I revoke ` +
  "this authorization in writing.";

/** The card authorisation: who authorises which card for which charges. */
export function ccaPdf(input: { rows: [string, string][]; statement: string }): Promise<Uint8Array> {
  return render(
    (doc) => {
      doc.font("Helvetica-Bold").fontSize(20).text("Credit Card Authorization");
      doc.moveDown(0.5);
      doc.font("Helvetica").fontSize(10.5).text(input.statement);
      doc.moveDown(0.5);
      writeRows(doc, input.rows);
    },
    { Title: "Credit Card Authorization" },
  );
}
