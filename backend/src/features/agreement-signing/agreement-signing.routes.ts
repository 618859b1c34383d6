import { Hono } from "hono";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { clientIp } from "../../http/client-ip";
import { tokenAuth } from "../../http/token-auth";
import { parseId, parseJson } from "../../http/validate";
import type { Storage } from "../../integrations/storage/storage";
import { acceptAgreement, describeAgreement } from "./agreement-signing.service";
import { completeSigningCheckout, startSigningCheckout } from "./agreement-checkout.service";
import { AcceptBody, CheckoutBody, CompleteBody, ResendCsaBody } from "./agreement-signing.wire";
import { defaultDocumentStorage, readDocument, resendCsa, resendSigningLink } from "./documents.service";

/**
 * The agreement signing calls (issue 13, docs/decisions/0152-0157):
 *   GET  /agreement/{token}   (public: the token is the credential) → the agreement, its terms and SHA-256
 *   POST /agreement/{token}   { fullName, accepted, agreementSha256, userAgent, card? } → { message, ... }
 *   POST /agreement/{token}/checkout { fullName, accepted, agreementSha256, userAgent } (Stripe) → { url }
 *   POST /agreement/{token}/complete { sessionId, userAgent }                           (Stripe) → { message, ... }
 *   GET  /billingPlan/document/{fileName}                (token) → application/pdf
 *   POST /email/resendCSA { to, attachmentURL, attachmentName, subject, body }   (token) → { message }
 *   POST /billingPlan/{billingPlanID}/resendSigningLink  (token) → { message, email }
 */
export function agreementSigningRoutes(deps: AppDeps, storage: Storage = defaultDocumentStorage(deps.env)) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);

  const token = "/agreement/:token{[A-Za-z0-9_-]+}";
  r.get(token, async (c) => c.json(await describeAgreement(deps, c.req.param("token"))));
  r.post(token, async (c) => {
    const body = await parseJson(c, AcceptBody);
    const signer = { ip: clientIp(c, deps.env), userAgent: body.userAgent };
    return c.json(await acceptAgreement(deps, storage, c.req.param("token"), body, signer));
  });
  r.post(`${token}/checkout`, async (c) => {
    const body = await parseJson(c, CheckoutBody);
    return c.json(await startSigningCheckout(deps, c.req.param("token"), body));
  });
  r.post(`${token}/complete`, async (c) => {
    const body = await parseJson(c, CompleteBody);
    const signer = { ip: clientIp(c, deps.env), userAgent: body.userAgent };
    return c.json(await completeSigningCheckout(deps, storage, c.req.param("token"), body.sessionId, signer));
  });

  r.get("/billingPlan/document/:fileName", auth, async (c) => {
    const bytes = await readDocument(deps, storage, c.get("actor"), c.req.param("fileName"));
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "content-type": "application/pdf",
      "content-length": String(bytes.length),
      "cache-control": "private, no-store",
    });
  });

  r.post("/email/resendCSA", auth, async (c) => {
    const input = await parseJson(c, ResendCsaBody);
    return c.json(await resendCsa(deps, storage, c.get("actor"), input));
  });

  r.post("/billingPlan/:billingPlanID{[0-9]+}/resendSigningLink", auth, async (c) => {
    const id = parseId(c.req.param("billingPlanID"), "billingPlanID");
    return c.json(await resendSigningLink(deps, c.get("actor"), id));
  });

  return r;
}
