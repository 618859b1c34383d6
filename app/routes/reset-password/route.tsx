import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigate } from "@remix-run/react";
import { Callout, Card, Heading, Text } from "~/components/primitives";
import { useEffect } from "react";
import { api, ApiError } from "~/api/index.server";
import { logout } from "~/auth/authenticator.server";
import { commitSession, getOptionalSession, isLoggedIn, newSession, type AppSession } from "~/auth/session.server";
import { FieldError, TextInput } from "~/components/form-field";
import { PASSWORD_RULE_TEXT } from "@domain/password-rules";
import { changeFailedMessage, newPasswordForm, VerifyCodeForm } from "./schema";
import { FormActions } from "~/components/form-actions";
import { unknownIntent } from "~/lib/responses";
import { clientAddressOf } from "~/lib/client-address.server";

export const REDIRECT_SECONDS = 5;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: "Reset password · Coach Hub" },
  ...(data?.step === "done" ? [{ httpEquiv: "refresh", content: `${REDIRECT_SECONDS};url=/login` }] : []),
];

type Step =
  | { step: "code"; email: string }
  | { step: "password"; email: string; forced: boolean; token: string | null; code: string | null };

/** Where the visitor is in the flow, from the session alone (never from the URL). */
function currentStep(session: AppSession): Step | null {
  if (isLoggedIn(session) && session.get("forcePasswordChange")) {
    const code = session.get("verifiedEmailCode") ?? null;
    return { step: "password", email: session.get("sysUser")!.Email, forced: true, token: session.get("token")!, code };
  }
  const reset = session.get("reset");
  if (!reset?.email) return null;
  if (reset.verifiedCode) return { step: "password", email: reset.email, forced: false, token: null, code: reset.verifiedCode };
  return { step: "code", email: reset.email };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getOptionalSession(request);
  if (session.get("passwordChanged")) {
    // Reading the flash removes it: commit so a reload goes back to the login page.
    return data({ step: "done" as const }, { headers: { "Set-Cookie": await commitSession(request, session) } });
  }
  if (isLoggedIn(session) && !session.get("forcePasswordChange")) throw redirect("/home");
  const step = currentStep(session);
  if (!step) throw redirect("/login?reset=1");
  if (step.step === "code") return { step: "code" as const, forced: false };
  return { step: "password" as const, forced: step.forced, email: step.email, needsCurrent: needsCurrent(step) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const session = await getOptionalSession(request);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "cancel") return cancel(request, session);
  const step = currentStep(session);
  if (!step) throw redirect("/login");
  switch (intent) {
    case "verify":
      if (step.step !== "code") throw redirect("/reset-password");
      return verifyCode(request, session, step.email, form);
    case "change":
      if (step.step !== "password") throw redirect("/reset-password");
      return changePassword(request, step, form, clientAddressOf(context));
    default:
      throw unknownIntent();
  }
}

async function verifyCode(request: Request, session: AppSession, email: string, form: FormData) {
  const submission = parseWithZod(form, { schema: VerifyCodeForm });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await api({ request }).auth.verifyToken(email, submission.value.code);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // 'Token is invalid': show it, and start again from an empty code box.
    return data(submission.reply({ formErrors: [error.message], hideFields: ["code"] }), { status: 400 });
  }
  session.set("reset", { email, verifiedCode: submission.value.code });
  return redirect("/reset-password", { headers: { "Set-Cookie": await commitSession(request, session) } });
}

/** A forced change proves itself with the current password, unless an emailed code started the session. */
const needsCurrent = (step: Extract<Step, { step: "password" }>) => step.forced && !step.code;

async function changePassword(
  request: Request,
  step: Extract<Step, { step: "password" }>,
  form: FormData,
  clientAddress: string | null,
) {
  const schema = newPasswordForm(step.email, needsCurrent(step));
  const submission = parseWithZod(form, { schema });
  const hideFields = ["currentPassword", "password", "confirmPassword"];
  if (submission.status !== "success") return data(submission.reply({ hideFields }), { status: 400 });
  const proof = step.code ?? submission.value.currentPassword ?? "";
  try {
    // The proof: the verified reset code, the code that verified a new user's email, or the current password.
    await api({ request, token: step.token, clientAddress }).auth.changePassword(step.email, proof, submission.value.password);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data(submission.reply({ formErrors: [changeFailedMessage(error.message)], hideFields }), { status: 400 });
  }
  // The backend revoked every token of the user: start from an empty session that only says "changed".
  const fresh = await newSession();
  fresh.flash("passwordChanged", true);
  return redirect("/reset-password", { headers: { "Set-Cookie": await commitSession(request, fresh) } });
}

async function cancel(request: Request, session: AppSession) {
  if (isLoggedIn(session)) return logout(request);
  session.unset("reset");
  return redirect("/login", { headers: { "Set-Cookie": await commitSession(request, session) } });
}

export default function ResetPasswordPage() {
  const loaderData = useLoaderData<typeof loader>();
  if (loaderData.step === "done") return <PasswordChanged />;
  if (loaderData.step === "code") return <CodeStep />;
  return <PasswordStep email={loaderData.email} forced={loaderData.forced} needsCurrent={loaderData.needsCurrent} />;
}

function CodeStep() {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "verify-code",
    lastResult,
    constraint: getZodConstraint(VerifyCodeForm),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: VerifyCodeForm }),
  });
  // A refused code starts a fresh entry (the server render already leaves the box empty).
  useEffect(() => {
    if (!lastResult?.error) return;
    const input = document.getElementById(fields.code.id);
    if (input instanceof HTMLInputElement) {
      input.value = "";
      input.focus();
    }
  }, [lastResult, fields.code.id]);
  return (
    <Card size="4" className="narrow-card">
      <Heading as="h1" size="6" mb="2">
        Enter your Verification Code
      </Heading>
      <Text as="p" mb="3" color="gray">
        We have sent a verification code to your email. Enter it below to choose a new password.
      </Text>
      <Form method="post" {...getFormProps(form)}>
        <FieldError id={form.errorId} errors={form.errors} />
        <TextInput field={fields.code} label="Verification Code" autoComplete="one-time-code" autoFocus />
        <FormActions intent="verify" label="Verify Code" />
      </Form>
    </Card>
  );
}

function PasswordStep({ email, forced, needsCurrent }: { email: string; forced: boolean; needsCurrent: boolean }) {
  const lastResult = useActionData<typeof action>();
  const schema = newPasswordForm(email, needsCurrent);
  const [form, fields] = useForm({
    id: "new-password",
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return (
    <Card size="4" className="narrow-card">
      <Heading as="h1" size="6" mb="2">
        {forced ? "Please change your password" : "Choose a new password"}
      </Heading>
      {forced ? (
        <Text as="p" mb="3" color="gray">
          You must change your password before continuing.
        </Text>
      ) : null}
      <Form method="post" {...getFormProps(form)}>
        <FieldError id={form.errorId} errors={form.errors} />
        {/* Lets password managers save the new password for the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
        {needsCurrent ? (
          <TextInput
            field={fields.currentPassword}
            label="Current Password"
            type="password"
            autoComplete="current-password"
            autoFocus
          />
        ) : null}
        <TextInput
          field={fields.password}
          label="Password"
          type="password"
          autoComplete="new-password"
          autoFocus={!needsCurrent}
          hint={PASSWORD_RULE_TEXT}
        />
        <TextInput field={fields.confirmPassword} label="Re-enter Password" type="password" autoComplete="new-password" />
        <FormActions intent="change" label="Change Password" />
      </Form>
    </Card>
  );
}

function PasswordChanged() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate("/login"), REDIRECT_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Card size="4" className="narrow-card">
      <Heading as="h1" size="6" mb="3">
        Password changed
      </Heading>
      <Callout.Root color="green" role="status">
        <Callout.Text>
          Your password has been changed. You will be sent to the login page in {REDIRECT_SECONDS} seconds.
        </Callout.Text>
      </Callout.Root>
      <Text as="p" mt="3">
        <Link to="/login">Go to the login page now</Link>
      </Text>
    </Card>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
