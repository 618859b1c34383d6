import { z } from "zod";
import { PORTAL_MESSAGES } from "@domain/portal-messages";

/** The portal's front page form: the billing email to send a sign-in link to (docs/decisions/0385). */
export const PortalEmailForm = z.object({
  email: z
    .string({ error: PORTAL_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: PORTAL_MESSAGES.emailRequired })
    .max(254, { error: PORTAL_MESSAGES.emailInvalid })
    .pipe(z.email({ error: PORTAL_MESSAGES.emailInvalid })),
});

/** The account page's "Update card" button: which card. */
export const PortalCardForm = z.object({
  contactId: z.coerce.number().int().positive(),
  region: z.enum(["USA", "Canada"]),
});
