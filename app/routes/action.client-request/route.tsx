import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { Button } from "~/components/button";
import { Flex, Heading, Text } from "~/components/primitives";
import { MONTH_NAMES } from "@domain/billing-period";
import { businessToday } from "~/lib/business-date.server";
import type { z } from "zod";
import { api, ApiError, apiErrorStatus } from "~/api/index.server";
import { currentSelectedContact } from "~/auth/selected-contact.server";
import { requireSession, type AuthedSession } from "~/auth/session.server";
import { redirectWithToast } from "~/auth/toast.server";
import { NativeSelectField, optionsOf, TextAreaField, TextInput } from "~/components/form-field";
import { DialogActions } from "~/components/form-actions";
import { useModalDialog } from "~/components/use-modal-dialog";
import { env } from "~/env.server";
import { fullName } from "~/lib/format";
import type { loader as rootLoader } from "~/root";
import { unknownIntent } from "~/lib/responses";
import { clientRequestBlocked } from "~/features/plan-changes/action-conditions";
import {
  CLIENT_REQUEST_ACTIONS,
  CLIENT_REQUEST_FAILED,
  CLIENT_REQUEST_SENT,
  CLIENT_REQUEST_SUBJECT,
  clientRequestEmailBody,
  ClientRequestForm,
  requestYears,
} from "./schema";

export const meta: MetaFunction = () => [{ title: "Void Invoice / Pause Auto-Pay · Coach Hub" }];

const CLOSE_TO = "/action";
const HERE = "/action/client-request";

/** The selected contact and why the request cannot be made for it (docs/decisions/0205). */
async function requestContext(request: Request, auth: AuthedSession) {
  const { contact } = await currentSelectedContact(request, auth);
  const blocked = clientRequestBlocked({
    hasContact: Boolean(contact),
    impersonating: auth.user.id !== auth.sysUser.id,
    plan: null,
    role: auth.user.userRole,
    clientStatus: contact?.clientStatus,
  });
  return { contact, blocked };
}

/** VOID INVOICE / PAUSE AUTO-PAY (billing spec §2, §5, §8): the client request modal for the selected client. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireSession(request, context);
  const { contact, blocked } = await requestContext(request, auth);
  return {
    blocked,
    years: requestYears(businessToday()),
    defaults: { clientName: contact ? fullName(contact.firstName, contact.lastName) : "" },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireSession(request, context);
  const form = await request.formData();
  switch (form.get("intent")) {
    case "send":
      return sendRequest(request, auth, form);
    default:
      throw unknownIntent();
  }
}

/**
 * POST /email/client-request to the support mailbox, subject 'Client Request', with the content (the
 * backend records it for staff). A 400 resets the form with the spec's failure text (§8); a 409 (the client
 * has no open invoice that month, issue 37) keeps it with the backend's reason.
 */
async function sendRequest(request: Request, auth: AuthedSession, form: FormData) {
  const submission = parseWithZod(form, { schema: ClientRequestForm });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { contact, blocked } = await requestContext(request, auth);
  if (blocked || !contact) return data({ result: submission.reply({ formErrors: [blocked ?? ""] }) }, { status: 400 });
  const v = submission.value;
  try {
    await api(auth).email.billingRequest({
      to: env.SUPPORT_EMAIL,
      subject: CLIENT_REQUEST_SUBJECT,
      body: clientRequestEmailBody(v, {
        name: fullName(auth.sysUser.FirstName, auth.sysUser.LastName),
        email: auth.sysUser.Email,
      }),
      clientRequest: { ...v, contactID: contact.id },
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 400) return redirectWithToast(HERE, { message: CLIENT_REQUEST_FAILED, type: "error" });
    // No open invoice that month: the form stays as typed, with the backend's reason.
    if (error.status === 409) return data({ result: submission.reply({ formErrors: [error.message] }) }, { status: 409 });
    return data(
      { result: submission.reply({ formErrors: [CLIENT_REQUEST_FAILED, error.message] }) },
      { status: apiErrorStatus(error) },
    );
  }
  return redirectWithToast(CLOSE_TO, { message: CLIENT_REQUEST_SENT, type: "success" });
}

/** A native select with an empty first choice, so that 'required' means something. */

export default function ClientRequestDialog() {
  // A new form with each toast: the redirect after a refused request (same URL) must show it empty
  // (spec §8 "form resets"), and that redirect always carries one.
  const toastId = useRouteLoaderData<typeof rootLoader>("root")?.toast?.id;
  return <ClientRequestDialogForm key={toastId ?? "client-request"} />;
}

function ClientRequestDialogForm() {
  const { blocked, years, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const ref = useModalDialog(CLOSE_TO);
  const [form, fields] = useForm<z.input<typeof ClientRequestForm>, z.output<typeof ClientRequestForm>>({
    id: "client-request",
    lastResult: actionData?.result,
    defaultValue: defaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ClientRequestForm }),
  });
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "send";
  return (
    <dialog open ref={ref} className="page-dialog" aria-labelledby="client-request-title">
      <Heading as="h2" size="5" mb="3" id="client-request-title">
        Void Invoice / Pause Auto-Pay
      </Heading>
      {blocked ? (
        <>
          <Text as="p" mb="3" role="note">
            {blocked}
          </Text>
          <DialogActions closeTo={CLOSE_TO} closeLabel="CLOSE">
            {null}
          </DialogActions>
        </>
      ) : (
        <Form method="post" action={HERE} {...getFormProps(form)} noValidate preventScrollReset>
          {form.errors?.length ? (
            <div id={form.errorId} role="alert" className="field-error">
              {form.errors.filter(Boolean).map((e) => (
                <Text as="p" size="2" color="red" key={e}>
                  {e}
                </Text>
              ))}
            </div>
          ) : null}
          <TextInput field={fields.clientName} label="Client Name" autoComplete="off" />
          <Flex gap="3" wrap="wrap">
            <NativeSelectField
              field={fields.invoiceMonth}
              label="Invoice Month"
              options={optionsOf(MONTH_NAMES)}
              placeholder="Select…"
            />
            <NativeSelectField field={fields.invoiceYear} label="Invoice Year" options={optionsOf(years)} placeholder="Select…" />
          </Flex>
          <TextInput field={fields.invoiceAmount} label="Invoice Amount ($)" autoComplete="off" />
          <NativeSelectField
            field={fields.actionRequesting}
            label="Action Requesting"
            options={optionsOf(CLIENT_REQUEST_ACTIONS)}
            placeholder="Select…"
          />
          <TextAreaField field={fields.detailedExplanation} label="Detailed Explanation" rows={4} />
          <DialogActions closeTo={CLOSE_TO}>
            <Button type="submit" name="intent" value="send" size="3" disabled={sending}>
              SEND
            </Button>
          </DialogActions>
        </Form>
      )}
    </dialog>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
