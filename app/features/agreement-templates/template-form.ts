import { TEMPLATE_CONTENT_REQUIRED, TEMPLATE_HTML_MAX, TEMPLATE_NAME_REQUIRED } from "@domain/custom-language";
import { FIELD_MAX, tooLong } from "@domain/field-limits";
import { z } from "zod";

const NAME_REQUIRED = TEMPLATE_NAME_REQUIRED;
const CONTENT_REQUIRED = TEMPLATE_CONTENT_REQUIRED;
export const TEMPLATE_SAVED = "Template saved";
export const couldNotSave = (message: string) => `Could not save template: ${message}`;

/** The template editor's form (client and server, docs/decisions/0176). */
export const TemplateForm = z.object({
  displayName: z
    .string({ error: NAME_REQUIRED })
    .trim()
    .min(1, { error: NAME_REQUIRED })
    .max(FIELD_MAX.shortText, { error: tooLong("The display name", FIELD_MAX.shortText) }),
  contentHTML: z
    .string({ error: CONTENT_REQUIRED })
    .min(1, { error: CONTENT_REQUIRED })
    .max(TEMPLATE_HTML_MAX, { error: tooLong("The template", TEMPLATE_HTML_MAX) }),
  isActive: z.literal("on").optional(),
  /** Empty: every affiliate is offered the template; an id: that affiliate alone. */
  affiliateId: z.coerce.number().int().positive().optional(),
});
export type TemplateFormValues = z.infer<typeof TemplateForm>;

export const toTemplateInput = (v: TemplateFormValues) => ({
  displayName: v.displayName,
  contentHTML: v.contentHTML,
  isActive: v.isActive === "on",
  affiliateId: v.affiliateId ?? null,
});
