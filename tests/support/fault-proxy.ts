// The end-to-end web app's backend address (docs/decisions/0102-e2e-fault-proxy.md): forwards every call to
// the real backend unchanged, except the calls a test armed through /__faults, which it answers with the
// armed status and `{ message }` instead. Started by playwright.config.ts before the app.
import http from "node:http";
import { outlastCallersIdleConnections } from "../../platform/idle-connections";
import { e2e } from "./env";
import { FAULTS_PATH, type FaultRule } from "./fault-rules";

interface ArmedFault extends FaultRule {
  id: number;
  pattern: RegExp;
  remaining: number;
  hits: number;
}

const target = new URL(e2e.apiUrl);
// Idle upstream connections are dropped long before the backend would close them (docs/decisions/0141).
const upstreamAgent = new http.Agent({ keepAlive: true, timeout: 20_000 });
let armed: ArmedFault[] = [];
/** Calls held unanswered by a "hang" rule, ended when the rules are disarmed. */
const held = new Set<http.ServerResponse>();
let nextId = 1;

function matching(req: http.IncomingMessage): ArmedFault | undefined {
  const token = req.headers.token;
  return armed.find(
    (f) =>
      f.remaining > 0 &&
      (f.method === "*" || f.method.toUpperCase() === req.method) &&
      f.pattern.test(req.url ?? "") &&
      (f.token === undefined || f.token === token),
  );
}

function answerJson(res: http.ServerResponse, status: number, body?: unknown) {
  const text = body === undefined ? "" : JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "null");
}

/** POST arms one rule, GET lists the rules (with how often each fired), DELETE disarms them all. */
async function control(req: http.IncomingMessage, res: http.ServerResponse) {
  if (req.method === "GET")
    return answerJson(
      res,
      200,
      armed.map(({ pattern: _pattern, ...rule }) => rule),
    );
  if (req.method === "DELETE") {
    armed = [];
    for (const res of held) res.destroy();
    held.clear();
    return answerJson(res, 204);
  }
  if (req.method !== "POST") return answerJson(res, 405, { message: "GET, POST or DELETE" });
  const rule = (await readJson(req)) as FaultRule;
  const fault: ArmedFault = { ...rule, id: nextId++, pattern: new RegExp(rule.path), remaining: rule.times ?? 1, hits: 0 };
  armed.push(fault);
  return answerJson(res, 201, { id: fault.id });
}

function forward(req: http.IncomingMessage, res: http.ServerResponse) {
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: target.host },
      agent: upstreamAgent,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  // Not up yet, or gone: the caller sees a dropped connection, as it would without the proxy.
  upstream.on("error", () => res.destroy());
  req.pipe(upstream);
}

const server = http.createServer((req, res) => {
  if ((req.url ?? "").split("?")[0] === FAULTS_PATH) {
    control(req, res).catch((error: unknown) => answerJson(res, 400, { message: String(error) }));
    return;
  }
  const fault = matching(req);
  if (!fault) return forward(req, res);
  fault.remaining -= 1;
  fault.hits += 1;
  req.resume();
  if (fault.effect === "drop") return res.destroy();
  if (fault.effect === "hang") {
    held.add(res);
    res.on("close", () => held.delete(res));
    return;
  }
  answerJson(res, fault.status, { message: fault.message });
});

// The web app's idle connections are its own to close, as with the backend itself.
outlastCallersIdleConnections(server);

server.listen(e2e.proxyPort, "127.0.0.1", () => {
  console.log(`[fault-proxy] ${e2e.proxyUrl} → ${e2e.apiUrl}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => process.exit(0));
}
