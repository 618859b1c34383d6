import { parseWithZod } from "@conform-to/zod/v4";
import { sanitizeAgreementHtml } from "@domain/agreement-html";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { affiliateChoices, choiceOf } from "~/api/affiliate-choices.server";
import { api, ApiError, apiErrorStatus } from "~/api/index.server";
import { allInOrder } from "~/lib/all-in-order";
import type { AuthedSession } from "~/auth/session.server";
import { redirectWithToast } from "~/auth/toast.server";
import { requireTemplateStaff } from "~/features/agreement-templates/staff.server";
import { TemplateEditor } from "~/features/agreement-templates/template-editor";
import { couldNotSave, TEMPLATE_SAVED, TemplateForm, toTemplateInput } from "~/features/agreement-templates/template-form";
import { PageHeading } from "~/components/page-heading";
import { notFound, notFoundMessage, unknownIntent } from "~/lib/responses";
import styles from "~/styles/agreement-templates.css?url";

export const meta: MetaFunction = () => [{ title: "Edit Agreement Template · Coach Hub" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

async function templateOf(auth: AuthedSession, param: string | undefined) {
  const id = Number(param);
  const template =
    Number.isInteger(id) && id > 0 ? (await api(auth).agreementTemplates.all()).find((t) => t.templateId === id) : undefined;
  if (!template) throw notFound(notFoundMessage("Agreement template", param));
  return template;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const auth = await requireTemplateStaff(request, context);
  const [template, active] = await allInOrder([templateOf(auth, params.templateId), affiliateChoices(api(auth))]);
  // An affiliate deactivated since stays chosen (and kept on save) rather than silently becoming "every affiliate".
  const chosen = template.affiliateId;
  const affiliates = chosen === null || active.some((a) => a.id === chosen) ? active : [...active, choiceOf(active, chosen)];
  return { template, affiliates, previewHtml: sanitizeAgreementHtml(template.contentHTML) };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const auth = await requireTemplateStaff(request, context);
  const form = await request.formData();
  if (form.get("intent") !== "save") throw unknownIntent();
  const template = await templateOf(auth, params.templateId);
  const submission = parseWithZod(form, { schema: TemplateForm });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await api(auth).agreementTemplates.update(template.templateId, toTemplateInput(submission.value));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ result: submission.reply({ formErrors: [couldNotSave(error.message)] }) }, { status: apiErrorStatus(error) });
  }
  return redirectWithToast(`/agreementTemplates/${template.templateId}`, { message: TEMPLATE_SAVED, type: "success" });
}

export default function EditAgreementTemplate() {
  const { template, affiliates, previewHtml } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>Edit Agreement Template</PageHeading>
      <TemplateEditor
        key={`${template.templateId}-${template.updatedAt}`}
        action={`/agreementTemplates/${template.templateId}`}
        defaults={template}
        affiliates={affiliates}
        previewHtml={previewHtml}
        lastResult={actionData?.result}
      />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
