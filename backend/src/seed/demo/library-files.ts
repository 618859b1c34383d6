/** The demo library: a small folder tree with real (tiny) files, built in memory, deterministic. */

export interface LibraryFileSeed {
  name: string;
  icon: "pdf" | "word" | "video" | "file";
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface LibraryFolderSeed {
  name: string;
  items: Array<LibraryFileSeed | LibraryFolderSeed>;
}

/** A one-page PDF 1.4 with Helvetica text lines, with a correct cross-reference table. */
export function simplePdf(title: string, lines: readonly string[]): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "-");
  const text = [
    "BT",
    "/F1 18 Tf",
    "72 740 Td",
    `(${escape(title)}) Tj`,
    "/F1 11 Tf",
    "0 -28 Td",
    ...lines.flatMap((line) => [`(${escape(line)}) Tj`, "0 -16 Td"]),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(text, "latin1")} >>\nstream\n${text}\nendstream`,
    `<< /Title (${escape(title)}) /Producer (Coach Hub demo seed) >>`,
  ];
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

/** A minimal RTF document (opens in Word). */
export function simpleRtf(title: string, paragraphs: readonly string[]): Buffer {
  const escape = (s: string) => s.replace(/[\\{}]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "-");
  const body = paragraphs.map((p) => `${escape(p)}\\par\n`).join("");
  return Buffer.from(
    `{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Calibri;}}\\f0\\fs24{\\b\\fs32 ${escape(title)}\\par}\n${body}}\n`,
    "latin1",
  );
}

const pdf = (name: string, lines: string[]): LibraryFileSeed => ({
  name,
  icon: "pdf",
  fileName: `${name}.pdf`,
  contentType: "application/pdf",
  content: simplePdf(name, lines),
});
const word = (name: string, paragraphs: string[]): LibraryFileSeed => ({
  name,
  icon: "word",
  fileName: `${name}.rtf`,
  contentType: "application/rtf",
  content: simpleRtf(name, paragraphs),
});
const text = (name: string, body: string): LibraryFileSeed => ({
  name,
  icon: "file",
  fileName: `${name}.txt`,
  contentType: "text/plain; charset=utf-8",
  content: Buffer.from(body, "utf8"),
});
const video = (name: string, url: string): LibraryFileSeed => ({
  name,
  icon: "video",
  fileName: `${name}.url`,
  contentType: "application/internet-shortcut",
  content: Buffer.from(`[InternetShortcut]\r\nURL=${url}\r\n`, "utf8"),
});

export const demoLibrary: LibraryFolderSeed[] = [
  {
    name: "Getting Started",
    items: [
      pdf("Welcome to Coach Hub", [
        "Coach Hub bills your clients for you, every month, on time.",
        "1. Add a contact, then create a billing plan (CREATE AGREEMENT on the Actions page).",
        "2. Your client signs the agreement online; the plan becomes Active.",
        "3. On the 25th we issue next month's invoice; card clients are charged on the 1st.",
        "4. Your net payment (after the billing fee and card fees) is transferred monthly.",
        "Questions? Write to support@coachhub.local.",
      ]),
      pdf("Billing Quick Reference", [
        "Invoice issued: the 25th of the month before service. Due: the 1st.",
        "Statuses: Sent to client, Sent to Stripe, Overdue, Paid, Partially paid, Void.",
        "Pause a plan before the 25th to skip next month's invoice.",
        "Standard fee 10 %, Leader 7 %, Flat Rate $25 a month, card fee 2.9 % + $0.30.",
        "Canadian clients pay their province's sales tax on your rate.",
      ]),
      video("Tour of the Dashboard (video)", "https://example.com/coach-hub/videos/dashboard-tour"),
    ],
  },
  {
    name: "Client Agreements",
    items: [
      word("Sample Client Service Agreement", [
        "This agreement is between the Coach and the Client named below.",
        "Sessions: the number of sessions per month agreed in the billing plan, 60 minutes each.",
        "Fees are billed monthly in advance; invoices are issued on the 25th and due on the 1st.",
        "Either party may end this agreement with 30 days' written notice.",
        "Coaching is not therapy, counselling or medical advice.",
      ]),
      text(
        "Custom Language Examples",
        [
          "Examples of custom language requests (CREATE CUSTOM LANGUAGE):",
          "",
          "Old: Sessions are 60 minutes.",
          "New: Sessions are 45 minutes, held by video call.",
          "",
          "Old: Either party may end this agreement with 30 days' written notice.",
          "New: Either party may end this agreement with 14 days' written notice.",
          "",
        ].join("\n"),
      ),
    ],
  },
  {
    name: "Coaching Tools",
    items: [
      pdf("Wheel of Life Worksheet", [
        "Rate your satisfaction from 1 to 10 in each area:",
        "Career - Money - Health - Friends & Family - Romance",
        "Personal Growth - Fun & Recreation - Physical Environment",
        "Which area, if it moved up two points, would change everything else?",
      ]),
      word("Values Clarification Exercise", [
        "Recall a peak moment in your life. What was happening? Who was there?",
        "Name the values that were being honoured in that moment.",
        "Now recall a moment when you were angry or upset: which value was being suppressed?",
        "Choose your top five values and rank how fully you are living each one today.",
      ]),
      text(
        "Session Notes Template",
        [
          "Client:",
          "Date:",
          "Agenda for today:",
          "What did we discover?",
          "Actions and accountability:",
          "Next session:",
          "",
        ].join("\n"),
      ),
    ],
  },
  {
    name: "Training Videos",
    items: [
      video("Setting Up Your First Billing Plan (video)", "https://example.com/coach-hub/videos/first-billing-plan"),
      video("Pausing and Extending Agreements (video)", "https://example.com/coach-hub/videos/pause-extend"),
      { name: "Archive", items: [video("2024 Affiliate Webinar (video)", "https://example.com/coach-hub/videos/webinar-2024")] },
    ],
  },
];
