import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Button } from "~/components/button";
import { Heading, Text } from "~/components/primitives";
import { api, ApiError, apiErrorStatus } from "~/api/index.server";
import { requireSession, type AuthedSession } from "~/auth/session.server";
import { redirectWithToast } from "~/auth/toast.server";
import { FieldError, TextInput } from "~/components/form-field";
import { useModalDialog } from "~/components/use-modal-dialog";
import { InfoPacketForm, infoPacketBlocked, packetSent } from "~/features/info-packets/schema";
import { SELECT_CONTACT_FIRST } from "~/lib/messages";
import { unknownIntent } from "~/lib/responses";
import { DialogActions } from "~/components/form-actions";

export const meta: MetaFunction = () => [{ title: "Send Information Packet · Coach Hub" }];

const CLOSE_TO = "/action";

function packetContext(auth: AuthedSession) {
  const selected = auth.session.get("selectedContact") ?? null;
  const impersonating = auth.user.id !== auth.sysUser.id;
  return { selected, blocked: infoPacketBlocked(impersonating, Boolean(selected)) };
}

/** The modal of SEND INFORMATION PACKET, prefilled from the selected contact. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireSession(request, context);
  const { selected, blocked } = packetContext(auth);
  return {
    blocked,
    defaults: { firstName: selected?.firstName ?? "", lastName: selected?.lastName ?? "", email: selected?.email ?? "" },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireSession(request, context);
  const form = await request.formData();
  switch (form.get("intent")) {
    case "send":
      return sendPacket(auth, form);
    default:
      throw unknownIntent();
  }
}

/** POST /contact/sendInformationPacket for the selected contact (ContactID 0 without one: docs/decisions/0078). */
async function sendPacket(auth: AuthedSession, form: FormData) {
  const submission = parseWithZod(form, { schema: InfoPacketForm });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { selected, blocked } = packetContext(auth);
  if (blocked) return data({ result: submission.reply({ formErrors: [SELECT_CONTACT_FIRST] }) }, { status: 400 });
  const { firstName, lastName, email } = submission.value;
  try {
    await api(auth).contacts.sendInformationPacket({
      FirstName: firstName,
      LastName: lastName,
      Email: email,
      ContactID: selected?.id ?? 0,
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ result: submission.reply({ formErrors: [error.message] }) }, { status: apiErrorStatus(error) });
  }
  return redirectWithToast(CLOSE_TO, { message: packetSent(email), type: "success" });
}

export default function InfoPacketDialog() {
  const { blocked, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const ref = useModalDialog(CLOSE_TO);
  const [form, fields] = useForm({
    id: "info-packet",
    lastResult: actionData?.result,
    defaultValue: defaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: InfoPacketForm }),
  });
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "send";
  return (
    <dialog open ref={ref} className="page-dialog" aria-labelledby="info-packet-title">
      <Heading as="h2" size="5" mb="3" id="info-packet-title">
        Send Information Packet
      </Heading>
      {blocked ? (
        <Text as="p" color="gray" mb="3" role="note">
          {SELECT_CONTACT_FIRST}
        </Text>
      ) : null}
      <Form method="post" action="/action/info-packet" {...getFormProps(form)} noValidate preventScrollReset>
        <FieldError id={form.errorId} errors={form.errors} />
        <fieldset disabled={blocked} style={{ border: 0, padding: 0, margin: 0 }}>
          <TextInput field={fields.firstName} label="First Name" autoComplete="off" />
          <TextInput field={fields.lastName} label="Last Name" autoComplete="off" />
          <TextInput field={fields.email} label="Email" type="email" autoComplete="off" />
        </fieldset>
        {sending ? (
          <Text as="p" size="2" color="gray" role="status">
            Sending…
          </Text>
        ) : null}
        <DialogActions closeTo={CLOSE_TO}>
          <Button
            type="submit"
            name="intent"
            value="send"
            size="3"
            disabled={blocked || sending}
            title={blocked ? SELECT_CONTACT_FIRST : undefined}
          >
            SEND
          </Button>
        </DialogActions>
      </Form>
    </dialog>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
