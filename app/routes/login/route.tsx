import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Button } from "~/components/button";
import type { z } from "zod";
import { Card, Flex, Heading, Text } from "~/components/primitives";
import { api, ApiError, apiErrorStatus } from "~/api/index.server";
import { authenticateLogin, startSession } from "~/auth/authenticator.server";
import { clientAddressOf } from "~/lib/client-address.server";
import { rememberedEmail, rememberEmailHeader } from "~/auth/cookies.server";
import { commitSession, getOptionalSession, isLoggedIn } from "~/auth/session.server";
import { FieldError, TextInput } from "~/components/form-field";
import { INVALID_LOGIN_MESSAGE, LoginForm, requestTokenFailed, ResetRequestForm } from "./schema";
import { FormActions } from "~/components/form-actions";
import { useModalDialog } from "~/components/use-modal-dialog";
import { unknownIntent } from "~/lib/responses";

export const meta: MetaFunction = () => [{ title: "Log in · Coach Hub" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getOptionalSession(request);
  if (isLoggedIn(session)) throw redirect("/home");
  const email = await rememberedEmail(request);
  const resetOpen = new URL(request.url).searchParams.get("reset") === "1";
  // The forms' HTML constraints come from their schemas here, on the server: the first page a visitor
  // loads ships no zod (docs/decisions/0291); the action validates what is sent.
  const constraint = getZodConstraint(resetOpen ? ResetRequestForm : LoginForm);
  return { email, remembered: email !== "", resetOpen, constraint };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const session = await getOptionalSession(request);
  const form = await request.clone().formData();
  switch (form.get("intent")) {
    case "login":
      return login(request, form, clientAddressOf(context));
    case "requestReset":
      return requestReset(request, form, session, clientAddressOf(context));
    case "cancelReset":
      return redirect("/login");
    default:
      throw unknownIntent();
  }
}

async function login(request: Request, form: FormData, clientAddress: string | null) {
  const submission = parseWithZod(form, { schema: LoginForm });
  if (submission.status !== "success") {
    return data({ intent: "login" as const, result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const previous = await getOptionalSession(request);
  try {
    const answer = await authenticateLogin(request, clientAddress);
    const headers = new Headers();
    headers.append("Set-Cookie", await startSession(request, previous, answer));
    headers.append("Set-Cookie", await rememberEmailHeader(request, submission.value.remember ? submission.value.email : null));
    return redirect(answer.forcePasswordChange || answer.user.forcePasswordChange ? "/reset-password" : "/home", { headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (!(error instanceof ApiError)) throw error;
    // 401 is the spec's message; the rest (429 rate limit, 400, an unreachable server) say what happened.
    const message = error.status === 401 ? INVALID_LOGIN_MESSAGE : error.message;
    return data(
      { intent: "login" as const, result: submission.reply({ formErrors: [message], hideFields: ["password"] }) },
      { status: apiErrorStatus(error) },
    );
  }
}

async function requestReset(
  request: Request,
  form: FormData,
  session: Awaited<ReturnType<typeof getOptionalSession>>,
  clientAddress: string | null,
) {
  const submission = parseWithZod(form, { schema: ResetRequestForm });
  if (submission.status !== "success") {
    return data({ intent: "requestReset" as const, result: submission.reply() }, { status: 400 });
  }
  try {
    await api({ request, clientAddress }).auth.requestReset(submission.value.email);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data(
      { intent: "requestReset" as const, result: submission.reply({ formErrors: [requestTokenFailed(error.message)] }) },
      { status: apiErrorStatus(error) },
    );
  }
  session.unset("reset");
  session.set("reset", { email: submission.value.email });
  return redirect("/reset-password", { headers: { "Set-Cookie": await commitSession(request, session) } });
}

export default function LoginPage() {
  const { resetOpen } = useLoaderData<typeof loader>();
  return resetOpen ? <ResetDialog /> : <SignInForm />;
}

function SignInForm() {
  const { email, remembered, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof LoginForm>>({
    id: "login",
    lastResult: actionData?.intent === "login" ? actionData.result : undefined,
    constraint,
    defaultValue: { email },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
  });
  const lastRemember = actionData?.intent === "login" ? actionData.result.initialValue?.remember : undefined;
  const rememberChecked = actionData?.intent === "login" ? lastRemember === "on" : remembered;
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "login";
  return (
    <Card size="4" className="narrow-card">
      <Heading as="h1" size="7" mb="4">
        Sign in to Coach Hub
      </Heading>
      <Form method="post" action="/login" {...getFormProps(form)}>
        <FieldError id={form.errorId} errors={form.errors} />
        <TextInput field={fields.email} label="Email" type="email" autoComplete="username" autoFocus={!email} />
        <TextInput
          field={fields.password}
          label="Password"
          type="password"
          autoComplete="current-password"
          autoFocus={Boolean(email)}
        />
        <Flex justify="between" align="center" my="3" wrap="wrap" gap="2">
          <label className="checkbox-label">
            <input type="checkbox" name={fields.remember.name} id={fields.remember.id} defaultChecked={rememberChecked} />
            <Text size="2">Remember me</Text>
          </label>
          <Link to="/login?reset=1">Forgot Password</Link>
        </Flex>
        <Button type="submit" name="intent" value="login" size="3" className="full-width" disabled={busy}>
          SIGN IN
        </Button>
      </Form>
    </Card>
  );
}

function ResetDialog() {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const dialogRef = useModalDialog("/login");
  const [form, fields] = useForm<z.input<typeof ResetRequestForm>>({
    id: "reset-request",
    lastResult: actionData?.intent === "requestReset" ? actionData.result : undefined,
    constraint,
    shouldValidate: "onSubmit",
  });

  // With JavaScript the section becomes a real modal (focus trap, Escape closes it back to /login).

  return (
    <dialog open ref={dialogRef} aria-labelledby="reset-title" className="page-dialog">
      <Heading as="h1" size="6" mb="2" id="reset-title">
        Reset Password
      </Heading>
      <Text as="p" mb="3" color="gray">
        Enter your email and we will send you a verification code.
      </Text>
      <Form method="post" action="/login?reset=1" {...getFormProps(form)}>
        <FieldError id={form.errorId} errors={form.errors} />
        <TextInput field={fields.email} label="Email" type="email" autoComplete="username" autoFocus />
        <FormActions intent="requestReset" label="RESET PASSWORD" cancelIntent="cancelReset" />
      </Form>
    </dialog>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
