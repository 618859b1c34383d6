import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Card, Heading, Text } from "~/components/primitives";
import { api, ApiError } from "~/api/index.server";
import { startSession } from "~/auth/authenticator.server";
import { getOptionalSession, isLoggedIn } from "~/auth/session.server";
import { FieldError, TextInput } from "~/components/form-field";
import { FormActions } from "~/components/form-actions";
import { RegisterEmailForm, VerifyEmailForm, verifyFailed } from "./schema";
import { unknownIntent } from "~/lib/responses";

export const meta: MetaFunction = () => [{ title: "Register · Coach Hub" }];

/**
 * Registration (spec §3): step 0 asks for the email, step 1 for the emailed code (/register?email=…, the
 * link in the email), step 2 is a verified, logged-in user (/register?step=2; with a forced password
 * change the shell sends them on to /reset-password).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getOptionalSession(request);
  const url = new URL(request.url);
  if (isLoggedIn(session)) {
    if (url.searchParams.get("step") === "2") return { step: 2 as const, email: session.get("sysUser")?.Email ?? "" };
    throw redirect("/home");
  }
  const email = url.searchParams.get("email")?.trim() ?? "";
  return email ? { step: 1 as const, email } : { step: 0 as const, email: "" };
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  switch (form.get("intent")) {
    case "email":
      return chooseEmail(form);
    case "verify":
      return verify(request, form);
    case "cancel":
      return redirect("/login");
    default:
      throw unknownIntent();
  }
}

async function chooseEmail(form: FormData) {
  const submission = parseWithZod(form, { schema: RegisterEmailForm });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  return redirect(`/register?email=${encodeURIComponent(submission.value.email)}`);
}

async function verify(request: Request, form: FormData) {
  const submission = parseWithZod(form, { schema: VerifyEmailForm });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const previous = await getOptionalSession(request);
  try {
    const answer = await api({ request }).users.verifyEmail(submission.value.email, submission.value.code);
    const forced = Boolean(answer.ForcePasswordChange ?? answer.forcePasswordChange ?? answer.user.forcePasswordChange);
    const login = { token: answer.token, user: answer.user, forcePasswordChange: forced };
    const cookie = await startSession(request, previous, login, submission.value.code);
    return redirect(forced ? "/reset-password" : "/register?step=2", { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // Back to step 1 with the reason, and an empty code box.
    return data(submission.reply({ formErrors: [verifyFailed(error.message)], hideFields: ["code"] }), { status: 400 });
  }
}

export default function Register() {
  const { step, email } = useLoaderData<typeof loader>();
  return (
    <Card size="4" className="narrow-card">
      <Heading as="h1" size="7" mb="2">
        Verify your email
      </Heading>
      <Text as="p" size="2" color="gray" mb="4">
        Step {step + 1} of 3
      </Text>
      {step === 0 ? <EmailStep /> : step === 1 ? <CodeStep email={email} /> : <VerifiedStep />}
    </Card>
  );
}

function EmailStep() {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "register-email",
    lastResult,
    constraint: getZodConstraint(RegisterEmailForm),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegisterEmailForm }),
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <Text as="p" mb="3">
        Enter the email your Coach Hub account was created with.
      </Text>
      <TextInput field={fields.email} label="Email" type="email" autoComplete="username" autoFocus />
      <FormActions intent="email" label="NEXT" />
    </Form>
  );
}

function CodeStep({ email }: { email: string }) {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "register-verify",
    lastResult,
    constraint: getZodConstraint(VerifyEmailForm),
    defaultValue: { email },
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: VerifyEmailForm }),
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <Text as="p" mb="3">
        We emailed you a verification code. Enter it to finish setting up your account.
      </Text>
      <FieldError id={form.errorId} errors={form.errors} />
      <TextInput field={fields.email} label="Email" type="email" autoComplete="username" />
      <TextInput field={fields.code} label="Verification Code" autoComplete="one-time-code" autoFocus />
      <FormActions intent="verify" label="Verify Email" />
    </Form>
  );
}

function VerifiedStep() {
  return (
    <>
      <Text as="p" mb="4">
        Your email has been verified and you are logged in.
      </Text>
      <Link to="/home" className="button-link">
        Continue
      </Link>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
