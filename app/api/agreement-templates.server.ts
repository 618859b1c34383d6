import { z } from "zod";
import { MessageAnswer, type BackendHttp } from "./http.server";

/** An agreement template as `GET /agreementTemplate/{userId}` answers it (billing spec §3). */
export const AgreementTemplate = z.object({
  templateId: z.number().int(),
  displayName: z.string(),
  contentHTML: z.string(),
});
export type AgreementTemplate = z.infer<typeof AgreementTemplate>;

/** The editor's view of a template (`GET /agreementTemplate`, docs/decisions/0176). */
export const EditableTemplate = AgreementTemplate.extend({
  affiliateId: z.number().int().nullable(),
  isActive: z.boolean(),
  updatedAt: z.string(),
});
export type EditableTemplate = z.infer<typeof EditableTemplate>;

export interface TemplateInput {
  displayName: string;
  contentHTML: string;
  isActive: boolean;
  /** Offered to this affiliate alone; null: to every affiliate. */
  affiliateId: number | null;
}

/** A custom-language request as `GET /agreementTemplate/requests` answers it (docs/decisions/0179). */
export const TemplateChangeRequest = z.object({
  requestId: z.number().int(),
  agreementTemplateId: z.number().int(),
  agreementTemplateName: z.string(),
  affiliateId: z.number().int(),
  affiliateName: z.string(),
  contactId: z.number().int().nullable(),
  contactName: z.string(),
  newClient: z.boolean(),
  status: z.string(),
  createdAt: z.string(),
  oldText: z.array(z.string()),
  newText: z.array(z.string()),
});
export type TemplateChangeRequest = z.infer<typeof TemplateChangeRequest>;

/** The template change request of billing spec §3, plus the selected contact (docs/decisions/0178). */
export interface TemplateChangeInput {
  affiliateName: string;
  contactName: string;
  contactId: number | null;
  newClient: boolean;
  agreementTemplateId: number;
  agreementTemplateName: string;
  oldText: string[];
  newText: string[];
}

/** The agreement template calls of billing spec §7 and the editor's additions (docs/decisions/0176, 0179). */
export function agreementTemplatesApi(http: BackendHttp) {
  return {
    offeredTo: (userId: number) => http.get(`/agreementTemplate/${userId}`, z.array(AgreementTemplate)),
    requestChange: (templateId: number, body: TemplateChangeInput) =>
      http.post(`/agreementTemplate/requestChange/${templateId}`, body, MessageAnswer),
    all: () => http.get("/agreementTemplate", z.array(EditableTemplate)),
    create: (body: TemplateInput) => http.post("/agreementTemplate", body, EditableTemplate),
    update: (templateId: number, body: TemplateInput) => http.put(`/agreementTemplate/${templateId}`, body, EditableTemplate),
    requests: (status: "Submitted" | "Approved" | "Rejected" | null) =>
      http.get(`/agreementTemplate/requests${status ? `?status=${status}` : ""}`, z.array(TemplateChangeRequest)),
    decide: (requestId: number, decision: "approve" | "decline") =>
      http.post(`/agreementTemplate/requests/${requestId}/${decision}`, undefined, MessageAnswer),
  };
}
