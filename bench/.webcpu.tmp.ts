import { createRequestHandler, installGlobals } from "@remix-run/node";
const build = await import(process.argv[2] ?? "/work/wt-bench-web/build/server/index.js");
installGlobals({ nativeFetch: true });
const handler = createRequestHandler(build, "production");
const sc = (r: Response) => r.headers.getSetCookie().map((c) => c.split(";")[0]).find((c) => c.startsWith("__session="))!;
let cookie = sc(await handler(new Request("http://localhost:3420/login", { method: "POST", body: new URLSearchParams({ intent: "login", email: process.env.WHO ?? "priya.shah@coachhub.local", password: "Demo!2026" }) }), { clientAddress: "127.0.0.1" }));
cookie = sc(await handler(new Request("http://localhost:3420/system-notification", { method: "POST", headers: { cookie }, body: new URLSearchParams({ intent: "hide", redirectTo: "/home" }) }), {}));
cookie = sc(await handler(new Request("http://localhost:3420/home", { headers: { cookie } }), {})) ?? cookie;
const paths = (process.env.PATHS ?? "/action,/home,/dashboard,/viewContacts,/search?q=an&from=%2Fhome").split(",");
for (const p of paths) {
  const run = async () => { const res = await handler(new Request("http://localhost:3420" + p, { headers: { cookie, host: "localhost:3420" } }), { clientAddress: "127.0.0.1" }); await res.text(); if (res.status !== 200) throw new Error(p + res.status); };
  for (let i = 0; i < 50; i++) await run();
  const N = Number(process.env.N ?? 200); const c0 = process.cpuUsage(); const t0 = performance.now();
  for (let i = 0; i < N; i++) await run();
  const c = process.cpuUsage(c0);
  console.log(p.padEnd(28), "CPU ms/req", ((c.user + c.system) / 1000 / N).toFixed(2), "wall", ((performance.now() - t0) / N).toFixed(2));
}
