import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { affiliateChoices } from "~/api/affiliate-choices.server";
import { api, ApiError, apiErrorStatus } from "~/api/index.server";
import { redirectWithToast } from "~/auth/toast.server";
import { requireTemplateStaff } from "~/features/agreement-templates/staff.server";
import { TemplateEditor } from "~/features/agreement-templates/template-editor";
import { couldNotSave, TEMPLATE_SAVED, TemplateForm, toTemplateInput } from "~/features/agreement-templates/template-form";
import { PageHeading } from "~/components/page-heading";
import { unknownIntent } from "~/lib/responses";
import styles from "~/styles/agreement-templates.css?url";

export const meta: MetaFunction = () => [{ title: "New Agreement Template · Coach Hub" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireTemplateStaff(request, context);
  return { affiliates: await affiliateChoices(api(auth)) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireTemplateStaff(request, context);
  const form = await request.formData();
  if (form.get("intent") !== "save") throw unknownIntent();
  const submission = parseWithZod(form, { schema: TemplateForm });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const created = await api(auth).agreementTemplates.create(toTemplateInput(submission.value));
    return redirectWithToast(`/agreementTemplates/${created.templateId}`, { message: TEMPLATE_SAVED, type: "success" });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ result: submission.reply({ formErrors: [couldNotSave(error.message)] }) }, { status: apiErrorStatus(error) });
  }
}

export default function NewAgreementTemplate() {
  const { affiliates } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeading>New Agreement Template</PageHeading>
      <TemplateEditor
        action="/agreementTemplates/new"
        defaults={{ displayName: "", contentHTML: "", isActive: true, affiliateId: null }}
        affiliates={affiliates}
        previewHtml={null}
        lastResult={actionData?.result}
      />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
