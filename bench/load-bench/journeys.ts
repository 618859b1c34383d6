// What a virtual user does (docs/decisions/0330): log in through the login form, then loop its role's
// journey with a think time between pages; every tenth page is a write, posted through the web app's
// own form, whose page (the form) is the ninth. Each page's time is the browser's wait: a POST's includes
// the GET of the page its redirect names.
import { Browser, type Page } from "./browser";
import { formWithButton, withFields, type FormSubmission } from "./forms";
import type { Recorder } from "./stats";
import type { VirtualUser } from "./targets";
import { DEMO_PASSWORD } from "../../backend/src/seed/demo-logins";

/** The notification the start-up pop-up offers to dismiss (its id read from /home at a login). */
let notificationId: string | undefined;

const SEARCHES = ["an", "ma", "li", "son", "er"];

interface Step {
  kind: string;
  run: (b: Browser) => Promise<Page>;
  /** The path the answer must end on (after redirects): a lost session ends on /login. */
  expect?: string;
}

interface Write {
  form: Step;
  /** The button pressed and any field the user changes. */
  button: [string, string];
  set?: Record<string, string>;
  kind: string;
}

function readsOf(vu: VirtualUser): Step[] {
  const { contactId: c, invoiceId: i } = vu;
  const get = (kind: string, path: string): Step => ({ kind, run: (b) => b.get(path), expect: path.split("?")[0] });
  if (vu.role === "affiliate") {
    let search = vu.n;
    return [
      get("home", "/home"),
      get("dashboard", "/dashboard"),
      get("contacts grid", "/viewContacts"),
      get("client details, an invoice open", `/clientMgmt/${c}?open=${i}`),
      get("/action, a contact selected", "/action"),
      {
        kind: "contact search",
        run: (b) => b.get(`/search?q=${SEARCHES[search++ % SEARCHES.length]}&from=%2Fhome`),
        expect: "/search",
      },
    ];
  }
  return [
    get("staff: client management", "/clientMgmt"),
    get("staff: client details", `/clientMgmt/${c}`),
    get("staff: a report run", "/reports?report=4&run=1"),
    get("staff: users grid", "/settings"),
  ];
}

function writesOf(vu: VirtualUser): Write[] {
  const { contactId: c, planId: p, invoiceId: i } = vu;
  const form = (kind: string, path: string): Step => ({ kind, run: (b) => b.get(path), expect: path.split("?")[0] });
  const writes: Write[] = [
    { kind: "write: save a contact", form: form("form: contact", `/viewContacts/${c}`), button: ["intent", "save"] },
    {
      kind: "write: pause a plan",
      form: form("form: pause a plan", `/clientMgmt/${c}/plans/${p}/pause`),
      button: ["intent", "pause"],
      set: { forever: "on" },
    },
    {
      kind: "write: unpause the plan",
      form: form("form: unpause a plan", `/clientMgmt/${c}/plans/${p}/unpause`),
      button: ["intent", "unpause"],
    },
    { kind: "write: dismiss a notification", form: form("home", "/home"), button: ["intent", "dismiss"] },
  ];
  if (vu.role === "finance") {
    writes.unshift({
      kind: "write: record a payment",
      form: form("form: record a payment", `/clientMgmt/${c}/invoices/${i}/pay?open=${i}`),
      button: ["intent", "pay"],
      set: { amountReceived: "0.01", notes: "bench:load" },
    });
  }
  return writes;
}

/** The form a write posts, read from its page; the pop-up's dismiss form is not on /home once hidden, so it is built. */
function submissionOf(write: Write, page: Page): FormSubmission | undefined {
  if (write.kind === "write: dismiss a notification") {
    if (!notificationId) return undefined;
    return {
      action: "/system-notification",
      fields: [
        ["intent", "dismiss"],
        ["notificationId", notificationId],
        ["redirectTo", "/home"],
      ],
    };
  }
  const form = formWithButton(page.html, write.button[0], write.button[1], page.path);
  return form && { action: form.action, fields: withFields(form.fields, write.set ?? {}) };
}

/** Logs in through the form, HIDEs the start-up pop-up as a user does, and (an affiliate) selects its client. */
export async function logIn(b: Browser, vu: VirtualUser): Promise<void> {
  const home = await b.post("/login", [
    ["intent", "login"],
    ["email", vu.email],
    ["password", DEMO_PASSWORD],
  ]);
  if (home.status !== 200 || home.path !== "/home") throw new Error(`login ${vu.email}: ${home.status} ${home.path}`);
  notificationId ??= /name="notificationId" value="(\d+)"/.exec(home.html)?.[1];
  await b.post("/system-notification", [
    ["intent", "hide"],
    ["redirectTo", "/home"],
  ]);
  if (vu.role === "affiliate") {
    const action = await b.post("/search", [
      ["intent", "select"],
      ["contactId", String(vu.contactId)],
      ["back", "/home"],
    ]);
    if (action.path !== "/action") throw new Error(`selecting contact ${vu.contactId}: ${action.status} ${action.path}`);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Pages until `until` (ms since the epoch), `think` seconds (±50 %) apart. */
export async function loop(b: Browser, vu: VirtualUser, rec: Recorder, think: number, until: number): Promise<void> {
  const reads = readsOf(vu);
  const writes = writesOf(vu);
  let read = vu.n;
  let write = 0;
  let pending: FormSubmission | undefined;
  await sleep(Math.random() * think * 1000);
  // Users start at different places of the cycle, never on a write (its form page comes first).
  for (let page = vu.n % 8; Date.now() < until; page++) {
    const slot = page % 10;
    const current = writes[write % writes.length]!;
    if (slot === 8) {
      const answer = await rec.time(current.form.kind, () => current.form.run(b), current.form.expect);
      pending = answer && submissionOf(current, answer);
    } else if (slot === 9) {
      write++;
      const submission = pending;
      pending = undefined;
      if (submission) await rec.time(current.kind, () => b.post(submission.action, submission.fields));
      else rec.fail(current.kind, "its form was not on the page");
    } else {
      const step = reads[read++ % reads.length]!;
      await rec.time(step.kind, () => step.run(b), step.expect);
    }
    await sleep(think * 1000 * (0.5 + Math.random()));
  }
}

/** The baseline's user: the bare page, with the same think time. */
export async function bareLoop(b: Browser, rec: Recorder, think: number, until: number): Promise<void> {
  await sleep(Math.random() * think * 1000);
  while (Date.now() < until) {
    await rec.time("bare: 50 contacts", () => b.get("/contacts"), "/contacts");
    await sleep(think * 1000 * (0.5 + Math.random()));
  }
}
