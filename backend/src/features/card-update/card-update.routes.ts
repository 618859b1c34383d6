import { Hono } from "hono";
import { z } from "zod";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { FIELD_MAX, tooLong } from "../../domain/field-limits";
import { tokenAuth } from "../../http/token-auth";
import { parseId, parseJson } from "../../http/validate";
import { completeCheckout, describeLink, sendCardUpdateLink, startCheckout, submitCard } from "./card-update.service";

export const CardBody = z.object({
  number: z.string().max(40).default(""),
  expiry: z.string().max(10).default(""),
  cvc: z.string().max(8).default(""),
  name: z
    .string()
    .max(FIELD_MAX.shortText, { error: tooLong("The name on the card", FIELD_MAX.shortText) })
    .default(""),
});

export const CompleteBody = z.object({ sessionId: z.string().max(200).default("") });

/**
 * The card-update link (docs/decisions/0080, 0081):
 *   POST /contact/sendUpdateCreditCardLink/{contactID}/{affiliateID}/{USA|Canada}  (token) → { message }
 * and the public calls behind the web app's /card-update/{token} page (no token; the link's token is the
 * credential, answers 404 unknown / 410 used, expired or replaced):
 *   GET  /card-update/{token}                      → { firstName, affiliateName, companyName, region, mode, expiresAt }
 *   POST /card-update/{token}  { number, expiry, cvc, name }   (simulated: mode form) → { message, card }
 *   POST /card-update/{token}/checkout              (stripe: mode hosted) → { url }
 *   POST /card-update/{token}/complete { sessionId } (stripe: mode hosted) → { message, card }
 */
export function cardUpdateRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);

  r.post("/contact/sendUpdateCreditCardLink/:contactId{[0-9]+}/:affiliateId{[0-9]+}/:region", auth, async (c) => {
    const answer = await sendCardUpdateLink(
      deps,
      c.get("actor"),
      parseId(c.req.param("contactId"), "contactID"),
      parseId(c.req.param("affiliateId"), "affiliateID"),
      c.req.param("region"),
    );
    return c.json({ message: answer.message });
  });

  const token = "/card-update/:token{[A-Za-z0-9_-]+}";
  r.get(token, async (c) => c.json(await describeLink(deps, c.req.param("token"))));
  r.post(token, async (c) => c.json(await submitCard(deps, c.req.param("token"), await parseJson(c, CardBody))));
  r.post(`${token}/checkout`, async (c) => c.json(await startCheckout(deps, c.req.param("token"))));
  r.post(`${token}/complete`, async (c) => {
    const { sessionId } = await parseJson(c, CompleteBody);
    return c.json(await completeCheckout(deps, c.req.param("token"), sessionId));
  });

  return r;
}
