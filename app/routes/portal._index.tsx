import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { PORTAL_MESSAGES } from "@domain/portal-messages";
import { api, ApiError, apiErrorStatus } from "~/api/index.server";
import { readPortalSession } from "~/auth/portal-session.server";
import { Button } from "~/components/button";
import { FieldError, TextInput } from "~/components/form-field";
import { Callout, Card, Flex, Heading, Text } from "~/components/primitives";
import { PortalEmailForm } from "~/features/client-portal/schema";
import { clientAddressOf } from "~/lib/client-address.server";

export const meta: MetaFunction = () => [{ title: "Client portal · Coach Hub" }];

/** What the page says above the form, from where the client came (the URL, so it works without JavaScript). */
function noticeOf(url: URL): { text: string; color: "green" | "amber" } | null {
  if (url.searchParams.get("sent")) return { text: PORTAL_MESSAGES.signInSent, color: "green" };
  if (url.searchParams.get("signedOut")) return { text: PORTAL_MESSAGES.signedOut, color: "green" };
  if (url.searchParams.get("ended")) return { text: PORTAL_MESSAGES.sessionEnded, color: "amber" };
  return null;
}

/**
 * GET /portal: the client portal's front page (issue 38, docs/decisions/0385). A client asks for a sign-in
 * link by email; the answer is the same whether or not the address is known. A client still signed in
 * goes straight to the account.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if ((await readPortalSession(request)) && !url.search) throw redirect("/portal/account");
  return data({ notice: noticeOf(url) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await readPortalSession(request);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: PortalEmailForm });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await api({ request, clientAddress: clientAddressOf(context) }).clientPortal.requestSignIn(submission.value.email);
  } catch (failure) {
    if (!(failure instanceof ApiError) || failure.status >= 500) throw failure;
    return data(submission.reply({ formErrors: [failure.message] }), { status: apiErrorStatus(failure) });
  }
  return redirect("/portal?sent=1");
}

export default function PortalFrontPage() {
  const { notice } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "portal-sign-in",
    lastResult,
    constraint: getZodConstraint(PortalEmailForm),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PortalEmailForm }),
  });
  return (
    <Card size="4" className="narrow-card">
      <Heading as="h1" size="7" mb="3">
        Client portal
      </Heading>
      {notice ? (
        <Callout.Root color={notice.color} role="status" mb="4">
          <Callout.Text>{notice.text}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Text as="p" mb="4">
        See your invoices, receipts, refunds, signed agreements and saved card. Enter the email address your coach sends your
        invoices to, and we will email you a link to sign in.
      </Text>
      <Form method="post" {...getFormProps(form)}>
        <FieldError id={form.errorId} errors={form.errors} />
        <TextInput field={fields.email} label="Email address" type="email" autoComplete="email" />
        <Flex gap="3" mt="4" justify="end">
          <Button type="submit" size="3">
            Email me a sign-in link
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
