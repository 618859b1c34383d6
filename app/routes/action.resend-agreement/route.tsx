import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Button } from "~/components/button";
import { Heading, Text } from "~/components/primitives";
import { api, ApiError, apiErrorStatus } from "~/api/index.server";
import { openPlanOf } from "~/api/billing-plans.server";
import { currentSelectedContact } from "~/auth/selected-contact.server";
import { requireSession, type AuthedSession } from "~/auth/session.server";
import { redirectWithToast } from "~/auth/toast.server";
import { FieldError, ReadOnlyField } from "~/components/form-field";
import { useModalDialog } from "~/components/use-modal-dialog";
import { unknownIntent } from "~/lib/responses";
import { CSA_ATTACHMENT_NAME, CSA_SUBJECT, csaBody } from "@domain/agreement-resend";
import { pdfSent, pendingSent, RESEND_NO_EMAIL, ResendForm, resendState } from "~/features/agreements/resend-schema";
import { DialogActions } from "~/components/form-actions";

export const meta: MetaFunction = () => [{ title: "Re-send Agreement · Coach Hub" }];

const CLOSE_TO = "/action";

/** The selected contact, its open plan, what the button does and the email it goes to. */
async function resendContext(request: Request, auth: AuthedSession) {
  const { contact } = await currentSelectedContact(request, auth);
  if (!contact) return { contact, plan: null, state: resendState(false, null), email: "" };
  const [plans, full] = await Promise.all([
    api(auth).billingPlans.list(contact.id, contact.affiliateID),
    api(auth).contacts.get(contact.id, contact.affiliateID),
  ]);
  const plan = openPlanOf(plans);
  // The client email when set, else the billing email: where the signing link goes (docs/decisions/0080).
  const email = (full.email2 ?? "").trim() || (full.email ?? "").trim();
  return { contact, plan, state: resendState(true, plan), email };
}

/** The modal of RE-SEND ACTIVE CLIENT AGREEMENT PDF / RE-SEND PENDING AGREEMENT: the email, SEND and CANCEL. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireSession(request, context);
  const { state, email } = await resendContext(request, auth);
  return { state, email };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireSession(request, context);
  const form = await request.formData();
  if (form.get("intent") !== "send") throw unknownIntent();
  const submission = parseWithZod(form, { schema: ResendForm });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { contact, plan, state, email } = await resendContext(request, auth);
  const refuse = (message: string, status = 400) => data({ result: submission.reply({ formErrors: [message] }) }, { status });
  if (!state.kind || !plan || !contact) return refuse(state.reason ?? RESEND_NO_EMAIL);
  if (!email) return refuse(RESEND_NO_EMAIL);
  try {
    if (state.kind === "pending") {
      const sent = await api(auth).agreementSigning.resendSigningLink(plan.billingPlanID);
      return redirectWithToast(CLOSE_TO, { message: pendingSent(sent.email), type: "success" });
    }
    await api(auth).agreementSigning.resendCsa({
      to: email,
      attachmentURL: `/billingplandocuments/${plan.CSAFileName}`,
      attachmentName: CSA_ATTACHMENT_NAME,
      subject: CSA_SUBJECT,
      body: csaBody(contact.firstName),
    });
    return redirectWithToast(CLOSE_TO, { message: pdfSent(email), type: "success" });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return refuse(error.message, apiErrorStatus(error));
  }
}

export default function ResendAgreementDialog() {
  const { state, email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const ref = useModalDialog(CLOSE_TO);
  const [form] = useForm({ id: "resend-agreement", lastResult: actionData?.result, shouldValidate: "onSubmit" });
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "send";
  const blocked = state.reason ?? (email ? null : RESEND_NO_EMAIL);
  const title = state.kind === "active" ? "Re-send Active Client Agreement PDF" : "Re-send Pending Agreement";
  return (
    <dialog open ref={ref} className="page-dialog" aria-labelledby="resend-agreement-title">
      <Heading as="h2" size="5" mb="3" id="resend-agreement-title">
        {title}
      </Heading>
      {blocked ? (
        <Text as="p" color="gray" mb="3" role="note">
          {blocked}
        </Text>
      ) : (
        <Text as="p" mb="3">
          {state.kind === "active"
            ? "The signed agreement PDF will be emailed to:"
            : "A new signing link will be emailed to (the previous link stops working):"}
        </Text>
      )}
      <Form method="post" action="/action/resend-agreement" {...getFormProps(form)} preventScrollReset>
        <FieldError id={form.errorId} errors={form.errors} />
        <ReadOnlyField id="resend-agreement-email" label="Email" value={email} className="read-only-input" />
        {sending ? (
          <Text as="p" size="2" color="gray" role="status">
            Sending…
          </Text>
        ) : null}
        <DialogActions closeTo={CLOSE_TO}>
          <Button type="submit" name="intent" value="send" size="3" disabled={Boolean(blocked) || sending}>
            SEND
          </Button>
        </DialogActions>
      </Form>
    </dialog>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
