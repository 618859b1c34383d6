import { z } from "zod";
import {
  MAX_PAIRS,
  TEMPLATE_CONTENT_REQUIRED,
  TEMPLATE_HTML_MAX,
  TEMPLATE_NAME_REQUIRED,
  WORDING_MAX,
} from "../backend/src/domain/custom-language";
import { FIELD_MAX, tooLong } from "../backend/src/domain/field-limits";
import { optionalIdSchema } from "../backend/src/domain/wire-fields";
import { defineCall } from "./define";
import { Id, Instant, pathId } from "./fields";
import { statusFilter } from "./status-filter";

/** The statuses of a custom-language request (docs/decisions/0179). */
export const TEMPLATE_REQUEST_STATUSES = ["Submitted", "Approved", "Rejected"] as const;

/** POST /agreementTemplate and PUT /agreementTemplate/{templateId}: the template editor's form (docs/decisions/0176). */
export const TemplateBody = z.object({
  displayName: z
    .string({ error: TEMPLATE_NAME_REQUIRED })
    .trim()
    .min(1, { error: TEMPLATE_NAME_REQUIRED })
    .max(FIELD_MAX.shortText, { error: tooLong("The display name", FIELD_MAX.shortText) }),
  contentHTML: z
    .string({ error: TEMPLATE_CONTENT_REQUIRED })
    .max(TEMPLATE_HTML_MAX, { error: tooLong("The template", TEMPLATE_HTML_MAX) }),
  isActive: z.boolean({ error: "isActive must be true or false." }).nullish(),
  /** Offered to this affiliate only; null offers it to every affiliate; absent keeps what it was (new: every). */
  affiliateId: z.number({ error: "affiliateId must be a user id or null." }).int().positive().nullish(),
});

const wording = z
  .array(z.string({ error: "Each wording must be text." }).max(WORDING_MAX, { error: tooLong("A wording", WORDING_MAX) }), {
    error: "oldText and newText must be lists of wordings.",
  })
  .max(MAX_PAIRS, { error: `At most ${MAX_PAIRS} changes in one request.` });
const label = (what: string) =>
  z
    .string({ error: `${what} must be text.` })
    .max(FIELD_MAX.shortText, { error: tooLong(what, FIELD_MAX.shortText) })
    .nullish();

/** POST /agreementTemplate/requestChange/{templateId}: the template change request of spec §3. */
export const TemplateChangeBody = z.object({
  affiliateName: label("The affiliate name"),
  contactName: label("The contact name"),
  newClient: z.boolean({ error: "newClient must be true or false." }).nullish(),
  /** Our addition (docs/decisions/0178): the client the wording is for, so approval can apply it. */
  contactId: optionalIdSchema("contactId"),
  agreementTemplateId: optionalIdSchema("agreementTemplateId"),
  agreementTemplateName: label("The template name"),
  oldText: wording,
  newText: wording,
});

/** An agreement template an affiliate may choose from. */
export const AgreementTemplate = z
  .object({
    templateId: Id,
    displayName: z.string(),
    contentHTML: z.string().meta({ description: "Sanitised HTML with the agreement placeholders." }),
  })
  .meta({ id: "AgreementTemplate" });

/** The editor's view of a template (docs/decisions/0176). */
export const EditableTemplate = AgreementTemplate.extend({
  affiliateId: Id.nullable().meta({ description: "Offered to this affiliate alone; null: to every affiliate." }),
  isActive: z.boolean().meta({ description: "Offered at all (a retired template is kept for the plans that use it)." }),
  updatedAt: Instant,
}).meta({ id: "EditableTemplate" });

/** A custom-language request (docs/decisions/0179): its wording pairs in order, oldText[i] → newText[i]. */
export const TemplateChangeRequest = z
  .object({
    requestId: Id,
    agreementTemplateId: Id,
    agreementTemplateName: z.string(),
    affiliateId: Id,
    affiliateName: z.string(),
    contactId: Id.nullable().meta({ description: "The client the wording is for; null: not named." }),
    contactName: z.string(),
    newClient: z.boolean(),
    status: z.string().meta({ description: "Submitted, Approved or Rejected." }),
    createdAt: Instant,
    oldText: z.array(z.string()),
    newText: z.array(z.string()),
  })
  .meta({ id: "TemplateChangeRequest" });

const RequestDecided = z.object({
  message: z.string(),
  requestId: Id,
  status: z.string().meta({ description: "Approved or Rejected." }),
});

const resource = "Agreement templates";
const templateId = z.object({ templateId: pathId("templateId", { pattern: "[0-9]+" }) });
const requestId = z.object({ requestId: pathId("requestId", { pattern: "[0-9]+" }) });
const DECIDE =
  "Staff. A Submitted request only (409 once decided); the affiliate is emailed the outcome. Approved wording applies to that client's next agreement on that template.";

/** The agreement template calls of spec §7 and the editor's additions (docs/decisions/0176, 0179). */
export const agreementTemplateCalls = {
  offeredTo: defineCall({
    method: "GET",
    path: "/agreementTemplate/{userId}",
    resource,
    summary: "The active templates an affiliate may choose from",
    description:
      "The ones for everyone and the affiliate's own. An affiliate (or staff acting as one) for themselves only; staff naming themselves get every active template.",
    access: "token",
    params: z.object({ userId: pathId("userId", { pattern: "[0-9]+" }) }),
    answers: { 200: z.array(AgreementTemplate) },
    errors: [403, 404],
  }),
  requestChange: defineCall({
    method: "POST",
    path: "/agreementTemplate/requestChange/{templateId}",
    resource,
    summary: "Ask the back office for custom language on a template",
    description:
      "An affiliate, or staff acting as one (staff for themselves edit templates instead: 403). The request is emailed to the back office.",
    access: "token",
    params: templateId,
    body: TemplateChangeBody,
    answers: { 201: z.object({ message: z.string(), requestId: Id }) },
    errors: [403, 404],
  }),
  all: defineCall({
    method: "GET",
    path: "/agreementTemplate",
    resource,
    summary: "Every template, retired ones too (staff)",
    access: "token",
    answers: { 200: z.array(EditableTemplate) },
    errors: [403],
  }),
  create: defineCall({
    method: "POST",
    path: "/agreementTemplate",
    resource,
    summary: "Add a template (staff)",
    description: "Its HTML is sanitised; offered to every affiliate, or to one active affiliate.",
    access: "token",
    body: TemplateBody,
    answers: { 201: EditableTemplate },
    errors: [403],
  }),
  update: defineCall({
    method: "PUT",
    path: "/agreementTemplate/{templateId}",
    resource,
    summary: "Change a template (staff)",
    description: "Its HTML is sanitised; an absent affiliateId keeps whom it is offered to.",
    access: "token",
    params: templateId,
    body: TemplateBody,
    answers: { 200: EditableTemplate },
    errors: [403, 404],
  }),
  requests: defineCall({
    method: "GET",
    path: "/agreementTemplate/requests",
    resource,
    summary: "The custom-language requests, newest first (staff)",
    description: "At most 500.",
    access: "token",
    query: z.object({ status: statusFilter(TEMPLATE_REQUEST_STATUSES) }),
    answers: { 200: z.array(TemplateChangeRequest) },
    errors: [403],
  }),
  approve: defineCall({
    method: "POST",
    path: "/agreementTemplate/requests/{requestId}/approve",
    resource,
    summary: "Approve a custom-language request (staff)",
    description: DECIDE,
    access: "token",
    params: requestId,
    answers: { 200: RequestDecided },
    errors: [403, 404, 409],
  }),
  decline: defineCall({
    method: "POST",
    path: "/agreementTemplate/requests/{requestId}/decline",
    resource,
    summary: "Decline a custom-language request (staff)",
    description: DECIDE,
    access: "token",
    params: requestId,
    answers: { 200: RequestDecided },
    errors: [403, 404, 409],
  }),
};
