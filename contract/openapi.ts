import { z } from "zod";
import { isRaw, type Call } from "./define";
import { MessageAnswer } from "./fields";

type Json = Record<string, unknown>;

const COMPONENT = "#/components/schemas/";

/** JSON Schema 2020-12 (what OpenAPI 3.1 uses) of one schema; named schemas (`meta({ id })`) go to `defs`. */
function jsonSchemaOf(schema: z.ZodType, io: "input" | "output", defs: Json): Json {
  const out = z.toJSONSchema(schema, {
    io,
    target: "draft-2020-12",
    unrepresentable: "any",
    override: (ctx) => {
      delete (ctx.jsonSchema as Json).pathPattern;
    },
  }) as Json;
  delete out.$schema;
  const toComponents = (json: Json) => JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', `"${COMPONENT}`)) as Json;
  const own = (out.$defs ?? {}) as Json;
  delete out.$defs;
  Object.assign(defs, toComponents(own));
  return toComponents(out);
}

const TOKEN_HEADERS = [{ $ref: "#/components/parameters/ReferrerHost" }, { $ref: "#/components/parameters/ActingAs" }];

function parametersOf(call: Call, defs: Json): Json[] {
  const list: Json[] = [];
  for (const [where, object] of [
    ["path", call.params],
    ["query", call.query],
  ] as const) {
    if (!object) continue;
    for (const [name, schema] of Object.entries(object.shape as Record<string, z.ZodType>)) {
      const json = jsonSchemaOf(schema, "input", defs);
      const description = json.description;
      delete json.description;
      list.push({
        name,
        in: where,
        required: where === "path" || !schema.safeParse(undefined).success,
        ...(description ? { description } : {}),
        schema: json,
      });
    }
  }
  if (call.access === "portal") return list;
  return call.access === "public" ? list : [...list, ...TOKEN_HEADERS];
}

const message = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: `${COMPONENT}Message` } } },
});

const ERROR_WORDS: Record<number, string> = {
  400: "The input is refused: `message` says why, in the specification's words.",
  401: "No token, or an ended one.",
  403: "The caller may not do this.",
  404: "No such record (or not one the caller may see).",
  409: "The record's state does not allow it (already done, in use, changed meanwhile).",
  410: "The link is spent or expired.",
  413: "The body is too large.",
  422: "The request is understood but cannot be carried out.",
  429: "Too many attempts: try again later.",
  502: "A provider (payments, mail) failed.",
  503: "Not available right now: the database is busy past a bound, unreachable, or its disk is full (docs/decisions/0344).",
};

function responsesOf(call: Call, defs: Json): Json {
  const responses: Json = {};
  for (const [status, answer] of Object.entries(call.answers)) {
    if (isRaw(answer)) {
      responses[status] = answer.contentType
        ? { description: answer.description, content: { [answer.contentType]: { schema: { type: "string", format: "binary" } } } }
        : { description: answer.description };
    } else {
      const schema = jsonSchemaOf(answer, "output", defs);
      responses[status] = {
        description: (schema.description as string) ?? "Success.",
        content: { "application/json": { schema } },
      };
    }
  }
  const errors = new Set(call.errors ?? []);
  if (call.params || call.query || call.body) errors.add(400);
  if (call.access === "token" || call.access === "portal") errors.add(401);
  // Any call that reads the database (every one: a token is a session row) when it cannot serve (0344).
  if (!call.answers[503]) errors.add(503);
  for (const status of [...errors].sort()) responses[String(status)] = message(ERROR_WORDS[status] ?? "Refused.");
  return responses;
}

const SECURITY: Record<Call["access"], Json[]> = {
  public: [],
  optional: [{}, { token: [] }],
  token: [{ token: [] }],
  portal: [{ portalSession: [] }],
};

function operationOf(call: Call, defs: Json): Json {
  const operation: Json = {
    tags: [call.resource],
    summary: call.summary,
    ...(call.description ? { description: call.description } : {}),
    operationId: `${call.method.toLowerCase()}${call.path.replace(/[{}]/g, "").replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase())}`,
    parameters: parametersOf(call, defs),
    responses: responsesOf(call, defs),
    security: SECURITY[call.access],
  };
  if (call.body) {
    operation.requestBody = {
      required: true,
      content: { "application/json": { schema: jsonSchemaOf(call.body, "input", defs) } },
    };
  }
  return operation;
}

export interface DocumentInfo {
  title: string;
  version: string;
  description: string;
  /** Where the backend answers (the document's `servers`). */
  serverUrl?: string;
}

/** The OpenAPI 3.1 document of the calls (served by the backend at GET /openapi.json). */
export function openApiDocument(calls: readonly Call[], info: DocumentInfo) {
  const defs: Json = {};
  jsonSchemaOf(MessageAnswer, "output", defs);
  defs.Message = jsonSchemaOf(MessageAnswer, "output", {});
  const paths: Record<string, Json> = {};
  for (const call of calls) {
    paths[call.path] ??= {};
    paths[call.path]![call.method.toLowerCase()] = operationOf(call, defs);
  }
  const sortedDefs = Object.fromEntries(Object.entries(defs).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: "3.1.0",
    info: { title: info.title, version: info.version, description: info.description },
    ...(info.serverUrl ? { servers: [{ url: info.serverUrl }] } : {}),
    tags: [...new Set(calls.map((c) => c.resource))].map((name) => ({ name })),
    paths,
    components: {
      schemas: sortedDefs,
      securitySchemes: {
        token: { type: "apiKey", in: "header", name: "token", description: "The token POST /login answers." },
        portalSession: {
          type: "apiKey",
          in: "header",
          name: "portal-session",
          description: "The client portal's session, as POST /portal/sign-in/{token} answers it (docs/decisions/0386).",
        },
      },
      parameters: {
        ReferrerHost: {
          name: "referrer-host",
          in: "header",
          required: false,
          description: "The host of the web page the call is made for (the links in emails are built on it).",
          schema: { type: "string" },
        },
        ActingAs: {
          name: "acting-as",
          in: "header",
          required: false,
          description: "Staff acting as an affiliate: that affiliate's user id (their contacts and plans are the ones reached).",
          schema: { type: "string", pattern: "^[1-9][0-9]*$" },
        },
      },
    },
  };
}
