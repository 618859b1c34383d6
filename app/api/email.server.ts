import type { BackendHttp } from "./http.server";
import { Empty } from "./http.server";

/** POST /email/client-request (spec §7): to, subject, body (HTML). */
export function emailApi(http: BackendHttp) {
  return {
    clientRequest: (email: { to: string; subject: string; body: string }) => http.post("/email/client-request", email, Empty),
  };
}
