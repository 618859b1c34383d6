// One virtual user's browser without JavaScript: its own cookies, GETs, form POSTs, and redirects
// followed by hand (a 302 after a POST is fetched with GET, as a browser does). undici's `request` on one
// shared keep-alive pool: the load generator shares the machine with the servers and spends little.
import { Agent, request } from "undici";

const connections = new Agent({ keepAliveTimeout: 30_000, connections: null });

export interface Page {
  status: number;
  /** The final URL's path and query, after any redirects. */
  path: string;
  html: string;
}

export class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly origin: string) {}

  get(path: string): Promise<Page> {
    return this.follow("GET", path, undefined);
  }

  /** Submits a form (application/x-www-form-urlencoded) and follows the redirect after it. */
  post(path: string, fields: Iterable<[string, string]>): Promise<Page> {
    return this.follow("POST", path, new URLSearchParams([...fields]).toString());
  }

  /** The answer's status; a redirect's Location is fetched with GET (up to 5 times). */
  private async follow(method: "GET" | "POST", path: string, body: string | undefined): Promise<Page> {
    for (let hops = 0; hops < 6; hops++) {
      const headers: Record<string, string> = { accept: "text/html", cookie: this.cookieHeader() };
      if (body !== undefined) headers["content-type"] = "application/x-www-form-urlencoded";
      const answer = await request(`${this.origin}${path}`, { dispatcher: connections, method, headers, body });
      this.keep(answer.headers["set-cookie"]);
      const html = await answer.body.text();
      const location = answer.headers.location;
      if (answer.statusCode < 300 || answer.statusCode >= 400 || typeof location !== "string") {
        return { status: answer.statusCode, path, html };
      }
      const next = new URL(location, `${this.origin}${path}`);
      path = next.pathname + next.search;
      method = "GET";
      body = undefined;
    }
    throw new Error(`${path}: too many redirects`);
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  private keep(setCookie: string | string[] | undefined): void {
    for (const line of [setCookie ?? []].flat()) {
      const [pair = "", ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split("=")[1]!) < Date.now()),
      );
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
