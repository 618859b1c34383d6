import { desc, eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import {
  agreementTemplates,
  authTokens,
  billingPlans,
  clientRequests,
  contacts,
  emailOutbox,
  invoices,
  libraryFiles,
  libraryItems,
  payments,
  portalSessions,
  systemNotifications,
  templateChangeItems,
  templateChangeRequests,
  userProfiles,
  users,
} from "./db/schema";
import { seedLookups } from "./db/reference-data/lookups";
import { badSegment, badValueFor, encodeSegment, garbageBody } from "./testing/bad-values";
import {
  commonHints,
  fuzzCalls,
  paramByName,
  type Actor,
  type Fixture,
  type FuzzCall,
  type Param,
} from "./testing/bad-input-calls";
import { badInputAll, badInputSeed } from "./testing/env";
import { callKey, type Call } from "../../contract/define";
import { CALLS } from "../../contract/index";
import { createTestBackend, type TestBackend } from "./testing/harness";
import { call, insertUser, tokenFor } from "./testing/users";
import { fieldPaths, validArbitrary, withValueAt } from "./testing/zod-arbitrary";
import { fixtureInvoiceNumber } from "./testing/invoice-numbers";

/**
 * The bad-input test (issue 11, docs/decisions/0120): every call the backend serves, its path, query and
 * JSON body generated from the route's zod schema and spoiled one field at a time (or replaced by
 * garbage). No answer may be a 5xx or carry SQL or a stack, and a refused (4xx) call must leave every
 * table as it was, except the ones written on purpose by refusals and by every authenticated request.
 * BAD_INPUT_SEED=<n> replays a run.
 */

const SEED = badInputSeed ?? Date.now() % 2_147_483_647;
const RUNS = 40;
/** Written on every authenticated request (the idle clock) or by refusals themselves (attempt counters). */
const UNCHECKED_TABLES = [
  "auth_tokens",
  "login_failures",
  "password_reset_codes",
  "reset_requests",
  "portal_sessions",
  "pay_link_misses",
];

let backend: TestBackend;
let fx: Fixture;
let tokens: Record<Exclude<Actor, "public">, string>;
let checksumSql = "";
const logged: string[] = [];
const counts = { calls: 0, runs: 0, cases: 0 };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

beforeAll(async () => {
  backend = await createTestBackend();
  const db = backend.database.db;
  await seedLookups(db);
  const affiliate = await insertUser(backend, { userRole: 2, canAccessDocs: true });
  const victim = await insertUser(backend, { userRole: 2 });
  const finance = await insertUser(backend, { userRole: 8 });
  await db.insert(userProfiles).values({ userId: affiliate.id, featureFlags: "stripe_connect" });
  tokens = {
    affiliate: await tokenFor(backend, affiliate.id),
    finance: await tokenFor(backend, finance.id),
    portal: "",
  };
  const contact = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", addresses: [] };
  const contactId = async () => {
    const res = await call(backend, "POST", "/contact", { token: tokens.affiliate, body: contact });
    return ((await res.json()) as { contactID: number }).contactID;
  };
  const notification = async () =>
    (await db.insert(systemNotifications).values({ notificationText: "Maintenance tonight" }).returning())[0]!.id;
  const [item] = await db.insert(libraryItems).values({ name: "Guide", type: "file", icon: "pdf", sort: 0 }).returning();
  const content = Buffer.from("%PDF-1.4\n%%EOF\n");
  await db.insert(libraryFiles).values({
    itemId: item!.id,
    fileName: "Guide.pdf",
    contentType: "application/pdf",
    storagePath: "library/Guide.pdf",
    sizeBytes: content.length,
    content,
  });
  fx = {
    affiliate,
    victim,
    finance,
    contactId: await contactId(),
    spareContactId: await contactId(),
    notificationId: await notification(),
    spareNotificationId: await notification(),
    fileId: item!.id,
    coachFinderEmail: backend.env.COACH_FINDER_EMAIL,
    supportEmail: backend.env.SUPPORT_EMAIL,
    ...(await planFixture(affiliate.id)),
  };
  tokens.portal = await portalSession("ada.planned@example.com");

  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  )
    .map((t) => t.name)
    .filter((t) => !UNCHECKED_TABLES.includes(t));
  checksumSql = tables
    .map((t) => `select '${t}' as t, md5(coalesce(string_agg(md5(r::text), '' order by md5(r::text)), '')) as h from "${t}" r`)
    .join(" union all ");

  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    logged.push(args.map(describeError).join(" "));
  });
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

/** An agreement template and an Active plan of a contact of the affiliate's own (so contactId stays free). */
async function planFixture(affiliateId: number) {
  const db = backend.database.db;
  const [template] = await db
    .insert(agreementTemplates)
    .values({ displayName: "Standard", contentHtml: "<p>Agreement</p>" })
    .returning();
  const [contact] = await db
    .insert(contacts)
    .values({ affiliateId, firstName: "Ada", lastName: "Planned", email: "ada.planned@example.com" })
    .returning();
  const [plan] = await db
    .insert(billingPlans)
    .values({
      contactId: contact!.id,
      affiliateId,
      name: "Ada - 2 sessions/month",
      statusId: 2,
      fullBillingStart: "2030-01-01",
      lastFullBill: "2030-12-01",
      firstDayOfService: "2030-01-01",
      lastDayOfService: "2030-12-31",
      acceptedOn: new Date(),
      paymentMethodId: 1,
      creditCardChargeTypeId: 2,
    })
    .returning();
  const [request] = await db
    .insert(templateChangeRequests)
    .values({ agreementTemplateId: template!.id, affiliateId, contactId: contact!.id, contactName: "Ada Planned" })
    .returning();
  await db.insert(templateChangeItems).values({ requestId: request!.id, oldText: "monthly", newText: "every four weeks" });
  const [invoice] = await db
    .insert(invoices)
    .values({
      invoiceNumber: fixtureInvoiceNumber(),
      contactId: contact!.id,
      affiliateId,
      name: "Fuzzed coaching services",
      invoiceTypeId: 5,
      invoiceStatusId: 2,
      dueDate: "2030-01-01",
      totalCents: 40000,
      subTotalCents: 40000,
    })
    .returning();
  const [payment] = await db
    .insert(payments)
    .values({
      invoiceId: invoice!.id,
      contactId: contact!.id,
      affiliateId,
      amountCents: 100,
      paymentTypeId: 3,
      receivedOn: new Date(),
    })
    .returning();
  // The plan's February invoice and a Submitted request to void it (the first accept or reject decides it).
  const [requested] = await db
    .insert(invoices)
    .values({
      invoiceNumber: fixtureInvoiceNumber(),
      contactId: contact!.id,
      affiliateId,
      billingPlanId: plan!.id,
      billingMonth: "2030-02-01",
      name: "February coaching services",
      invoiceTypeId: 1,
      invoiceStatusId: 3,
      dueDate: "2030-02-01",
      totalCents: 30_000,
    })
    .returning();
  const [clientRequest] = await db
    .insert(clientRequests)
    .values({
      kind: "client_request",
      affiliateId,
      contactId: contact!.id,
      invoiceId: requested!.id,
      clientName: "Ada Planned",
      invoiceMonth: "February",
      invoiceYear: 2030,
      actionRequested: "Void Invoice",
    })
    .returning();
  return {
    agreementTemplateId: template!.id,
    billingPlanId: plan!.id,
    templateRequestId: request!.id,
    invoiceId: invoice!.id,
    paymentId: payment!.id,
    clientRequestId: clientRequest!.id,
  };
}

/** A client portal session of the plan's client, through the emailed sign-in link (docs/decisions/0385). */
async function portalSession(email: string): Promise<string> {
  await call(backend, "POST", "/portal/sign-in-request", { body: { email } });
  const [mail] = await backend.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(desc(emailOutbox.id));
  const token = /\/portal\/sign-in\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
  const res = await call(backend, "POST", `/portal/sign-in/${token}`);
  if (res.status !== 200) throw new Error(`portal sign-in answered ${res.status}`);
  return ((await res.json()) as { sessionToken: string }).sessionToken;
}

/** An error as the server logged it, with the database's own message (drizzle wraps it as the cause). */
function describeError(value: unknown): string {
  if (!(value instanceof Error)) return String(value);
  const first = value.message.split("\n")[0]!.slice(0, 80);
  return value.cause instanceof Error ? `${first} ← ${describeError(value.cause)}` : first;
}

/** BAD_INPUT_ALL=1: every distinct failure (call, actor, status, what the server logged) with one input. */
const distinct = new Map<string, string>();

afterAll(async () => {
  vi.restoreAllMocks();
  console.log(
    `bad-input: ${counts.calls} calls, ${counts.runs} call × actor runs, ${counts.cases} cases (seed ${SEED}; BAD_INPUT_SEED=${SEED} replays it)`,
  );
  await backend?.close();
});

async function checksums(): Promise<Map<string, string>> {
  return new Map(
    rowsOf<{ t: string; h: string }>(await backend.database.db.execute(sql.raw(checksumSql))).map((r) => [r.t, r.h]),
  );
}

/** Moves with every write, committed or rolled back: each one takes a transaction id. */
const writeVersion = async () =>
  rowsOf<{ v: string }>(await backend.database.db.execute(sql`select pg_current_snapshot()::text as v`))[0]!.v;

/**
 * The tables' checksums as of a write version. Hashing every table was most of this test's time, and
 * most refused calls write nothing at all: a write version that did not move needs no new hash.
 */
let known: { version: string; sums: Map<string, string> } | undefined;

async function checksumsAt(version: string): Promise<Map<string, string>> {
  if (known?.version !== version) known = { version, sums: await checksums() };
  return known.sums;
}

/** Undoes what earlier cases did to the callers themselves (logout, a password change, role or flags set). */
async function restoreCallers() {
  const db = backend.database.db;
  const restore = { isActive: true, isLockedOut: false, forcePasswordChange: false };
  await db
    .update(users)
    .set({ ...restore, userRole: 2, canAccessDocs: true })
    .where(inArray(users.id, [fx.affiliate.id]));
  await db
    .update(users)
    .set({ ...restore, userRole: 2 })
    .where(inArray(users.id, [fx.victim.id]));
  await db
    .update(users)
    .set({ ...restore, userRole: 8 })
    .where(inArray(users.id, [fx.finance.id]));
  await db
    .update(authTokens)
    .set({ revokedAt: null, lastUsedAt: backend.clock.now })
    .where(inArray(authTokens.userId, [fx.affiliate.id, fx.finance.id]));
  await db.update(portalSessions).set({ revokedAt: null, lastUsedAt: backend.clock.now });
}

const word = fc.string({ unit: fc.constantFrom(..."abcxyz019 ."), minLength: 1, maxLength: 12 });

function validParam(param: Param): fc.Arbitrary<string> {
  switch (param) {
    case "affiliate":
    case "victim":
    case "finance":
      return fc.constant(String(fx[param].id));
    case "email":
      return fc.stringMatching(/^[a-z]{3,8}$/).map((s) => `${s}@example.com`);
    case "int":
      return fc.integer({ min: 1, max: 500 }).map(String);
    case "bool":
      return fc.constantFrom("true", "false", "1", "0");
    case "region":
      return fc.constantFrom("USA", "Canada");
    case "status":
      return fc.constantFrom("active", "inactive", "all");
    case "requestStatus":
      return fc.constantFrom("Submitted", "approved", "Rejected", "");
    case "text":
      return word;
    case "imageName":
      return fc.constantFrom("logo.png", "a.jpg");
    case "token":
      return fc.base64String({ minLength: 8, maxLength: 44 }).map((s) => s.replace(/[+/=]/g, "_"));
    default:
      return fc.constant(String(fx[param]));
  }
}

const segment = (param: Param) =>
  fc.oneof({ weight: 3, arbitrary: validParam(param).map(encodeSegment) }, { weight: 2, arbitrary: badSegment });

interface Case {
  path: string;
  body?: string;
}

/** The call's query parameters (the contract's), each with what its values are. */
function queryParams(spec: FuzzCall, call: Call): [string, Param][] {
  const names = Object.keys(call.query?.shape ?? {});
  return names.map((name) => [name, spec.query?.[name] ?? paramByName[name] ?? "text"]);
}

function caseArbitrary(template: string, spec: FuzzCall, call: Call, method: string): fc.Arbitrary<Case> {
  const pieces = template.split(/(:[A-Za-z0-9_]+(?:\{[^}]*\})?)/);
  const path = fc.tuple(
    ...pieces.map((piece) => {
      const name = /^:([A-Za-z0-9_]+)/.exec(piece)?.[1];
      return name ? segment(spec.params?.[name] ?? paramByName[name] ?? "text") : fc.constant(piece);
    }),
  );
  const query = fc.tuple(
    ...queryParams(spec, call).map(([key, param]) =>
      fc.option(
        segment(param).map((v) => `${key}=${v}`),
        { freq: 4 },
      ),
    ),
    fc.option(
      fc.tuple(badSegment, badSegment).map(([k, v]) => `${k}=${v}`),
      { freq: 1 },
    ),
  );
  const url = fc.tuple(path, query).map(([p, q]) => {
    const search = q.filter((x) => x !== null).join("&");
    return p.join("") + (search ? `?${search}` : "");
  });
  let body: fc.Arbitrary<string | undefined> = fc.constant(undefined);
  if (call.body) {
    const hints = { ...commonHints(fx), ...spec.hints?.(fx) };
    const valid = validArbitrary(call.body, hints);
    const fields = fieldPaths(call.body);
    // A body without named fields (the provider's webhook event) is spoiled whole.
    const spoiled = fields.length === 0 ? garbageBody : null;
    body = spoiled
      ? fc.oneof(
          valid.map((v) => JSON.stringify(v)),
          spoiled,
        )
      : fc.oneof(
          { weight: 1, arbitrary: valid.map((v) => JSON.stringify(v)) },
          {
            weight: 6,
            arbitrary: fc
              .tuple(
                valid,
                // Each type of field as likely as any other, so that a body's few number fields are not drowned by its text fields.
                fc
                  .oneof(
                    ...[...new Set(fields.map((f) => f.type))].map((type) =>
                      fc.constantFrom(...fields.filter((f) => f.type === type)),
                    ),
                  )
                  .chain((field) => badValueFor(field.type).map((bad) => ({ at: field.path, bad }))),
              )
              .map(([v, { at, bad }]) => JSON.stringify(withValueAt(v, at, bad)) ?? ""),
          },
          { weight: 2, arbitrary: garbageBody },
        );
  } else if (method !== "GET") {
    body = fc.option(garbageBody, { nil: undefined, freq: 3 });
  }
  return fc.record({ path: url, body });
}

const SQL_OR_STACK = /Failed query|\bselect\b[\s\S]*\bfrom\b|\binsert into\b|\bupdate\b[\s\S]*\bset\b|\n\s+at /i;

const short = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) =>
    typeof v === "string" && v.length > 120 ? `${v.slice(0, 60)}…(${v.length} chars)` : v,
  );

/** Set by a write that succeeded: it may have logged the caller out or changed their role. */
let callersChanged = false;

async function check(method: string, actor: Actor, input: Case) {
  counts.cases += 1;
  if (callersChanged) await restoreCallers();
  callersChanged = false;
  const write = method !== "GET";
  const versionBefore = write ? await writeVersion() : undefined;
  const before = versionBefore === undefined ? undefined : await checksumsAt(versionBefore);
  logged.length = 0;
  const res = await call(backend, method, input.path, {
    token: actor === "public" || actor === "portal" ? undefined : tokens[actor],
    headers: actor === "portal" ? { "portal-session": tokens.portal } : undefined,
    body: input.body,
  });
  const answer = await res.text();
  const problem = (what: string) => {
    const log = logged.join(" / ").replace(/\$\d+|\d+/g, "N");
    const report = `${what}\n    answer: ${res.status} ${short(answer.slice(0, 300))}\n    server logged: ${short(logged.join(" / ").slice(0, 600))}`;
    if (!badInputAll) return new Error(report);
    const key = `${what.replace(/\d+/g, "N")} ${log}`;
    if (!distinct.has(key)) distinct.set(key, `${key}\n    input: ${short(input)}\n    answer: ${short(answer.slice(0, 200))}`);
    return undefined;
  };
  const fail = (what: string) => {
    const error = problem(what);
    if (error) throw error;
  };
  if (res.status >= 500) return fail(`answered ${res.status}`);
  if (res.status >= 400 && SQL_OR_STACK.test(answer.slice(0, 10_000))) return fail("the answer carries SQL or a stack");
  if (res.status < 400) callersChanged ||= write;
  if (before && res.status >= 400) {
    const versionAfter = await writeVersion();
    if (versionAfter === versionBefore) return;
    const after = await checksumsAt(versionAfter);
    const changed = [...after].filter(([t, h]) => before.get(t) !== h).map(([t]) => t);
    if (changed.length) return fail(`a refused call (${res.status}) changed ${changed.join(", ")}`);
  }
}

const asDocumented = (path: string) => path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, "{$1}");

// The contract is the list of calls (contract.test.ts proves the backend registers exactly these).
const callByKey = new Map(CALLS.map((call) => [callKey(call), call]));

test("every call of the contract is in the bad-input table, and nothing else", () => {
  expect(new Set(Object.keys(fuzzCalls))).toEqual(new Set(callByKey.keys()));
});

test("the table names only query parameters the contract declares", () => {
  const stale = Object.entries(fuzzCalls).flatMap(([key, spec]) =>
    Object.keys(spec.query ?? {})
      .filter((name) => !(name in (callByKey.get(key)?.query?.shape ?? {})))
      .map((name) => `${key} ?${name}`),
  );
  expect(stale).toEqual([]);
});

// Each call runs a few dozen fuzzed requests; those that hash passwords take seconds on a busy machine.
describe("bad input never answers 5xx, and a refused call changes nothing", { timeout: 90_000 }, () => {
  const templates = new Map<string, string>();
  beforeAll(() => {
    for (const r of backend.app.routes) templates.set(`${r.method} ${asDocumented(r.path)}`, r.path);
  });

  for (const [name, spec] of Object.entries(fuzzCalls)) {
    const [method, documented] = name.split(" ") as [string, string];
    for (const actor of spec.as) {
      test(`${name} as ${actor}`, async () => {
        const template = templates.get(name);
        expect(template, `${name} is not served`).toBeDefined();
        if (actor === spec.as[0]) counts.calls += 1;
        counts.runs += 1;
        distinct.clear();
        const details = await fc.check(
          fc.asyncProperty(caseArbitrary(template!, spec, callByKey.get(name)!, method), (input) => check(method, actor, input)),
          { seed: SEED, numRuns: (spec.runs ?? RUNS) * (badInputAll ? 3 : 1) },
        );
        if (distinct.size) expect.fail(`${name} as ${actor}:\n${[...distinct.values()].sort().join("\n")}`);
        if (details.failed) {
          const [input] = details.counterexample ?? [];
          const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
          expect.fail(
            `${name} (${documented}) as ${actor}: ${error}\n    input: ${short(input)}\n    replay: BAD_INPUT_SEED=${SEED}, fast-check path "${details.counterexamplePath}"`,
          );
        }
      });
    }
  }
});
