import type { z } from "zod";
import {
  agreementTemplateCalls as calls,
  type AgreementTemplate as Template,
  type EditableTemplate as Editable,
  type TemplateBody,
  type TemplateChangeBody,
  type TemplateChangeRequest as ChangeRequest,
} from "@contract/agreement-templates";
import { pathOf } from "@contract/define";
import type { BackendHttp } from "./http.server";

export type AgreementTemplate = z.output<typeof Template>;
export type EditableTemplate = z.output<typeof Editable>;
export type TemplateChangeRequest = z.output<typeof ChangeRequest>;
export type TemplateInput = z.input<typeof TemplateBody>;
export type TemplateChangeInput = z.input<typeof TemplateChangeBody>;

/** The agreement template calls of billing spec §7 and the editor's additions (contract/agreement-templates.ts). */
export function agreementTemplatesApi(http: BackendHttp) {
  return {
    offeredTo: (userId: number) => http.get(pathOf(calls.offeredTo, { userId }), calls.offeredTo.answers[200]),
    requestChange: (templateId: number, body: TemplateChangeInput) =>
      http.post(pathOf(calls.requestChange, { templateId }), body, calls.requestChange.answers[201]),
    all: () => http.get(calls.all.path, calls.all.answers[200]),
    create: (body: TemplateInput) => http.post(calls.create.path, body, calls.create.answers[201]),
    update: (templateId: number, body: TemplateInput) =>
      http.put(pathOf(calls.update, { templateId }), body, calls.update.answers[200]),
    requests: (status: "Submitted" | "Approved" | "Rejected" | null) =>
      http.get(`${calls.requests.path}${status ? `?status=${status}` : ""}`, calls.requests.answers[200]),
    decide: (requestId: number, decision: "approve" | "decline") => {
      const call = decision === "approve" ? calls.approve : calls.decline;
      return http.post(pathOf(call, { requestId }), undefined, call.answers[200]);
    },
  };
}
