import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Text } from "~/components/primitives";
import { api, ApiError, apiErrorStatus } from "~/api/index.server";
import { requireSession, type AuthedSession } from "~/auth/session.server";
import { redirectWithToast } from "~/auth/toast.server";
import { PageHeading } from "~/components/page-heading";
import {
  CONNECTED_MESSAGE,
  LINK_FAILED_MESSAGE,
  StripeConnectForm,
  StripeConnectSection,
  type StripeConnectActionData,
} from "~/components/stripe-connect-section";
import { loadStripeConnectSection } from "~/components/stripe-connect-section.server";
import { unknownIntent } from "~/lib/responses";
import { safeReturnPath } from "~/lib/safe-return-path";

export const meta: MetaFunction = () => [{ title: "Stripe Connect · Coach Hub" }];

export const NOT_AVAILABLE = "Stripe Connect is not available for your account.";

/** The section as a page of its own (the profile links here); 404 without the stripe_connect flag. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireSession(request, context);
  const section = await loadStripeConnectSection(auth);
  return data({ section }, { status: section ? 200 : 404 });
}

/** The section's forms post here (from this page or one that embeds it, e.g. /profile). */
export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireSession(request, context);
  const form = await request.formData();
  switch (form.get("intent")) {
    case "connect":
      return connect(auth, form);
    case "disconnect":
      return disconnect(auth, form);
    default:
      throw unknownIntent();
  }
}

async function connect(auth: AuthedSession, form: FormData) {
  const submission = parseWithZod(form, { schema: StripeConnectForm });
  if (submission.status !== "success") {
    return data<StripeConnectActionData>({ intent: "connect", result: submission.reply(), url: null }, { status: 400 });
  }
  try {
    const answer = await api(auth).connect.createAccountLink(auth.user.id, submission.value.email);
    if (answer.completed_onboarding || !answer.url) {
      return redirectWithToast(safeReturnPath(form.get("returnTo"), "/stripe-connect"), {
        message: CONNECTED_MESSAGE,
        type: "success",
      });
    }
    return data<StripeConnectActionData>({ intent: "connect", result: submission.reply(), url: answer.url });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data<StripeConnectActionData>(
      { intent: "connect", result: submission.reply({ formErrors: [LINK_FAILED_MESSAGE] }), url: null },
      { status: apiErrorStatus(error) },
    );
  }
}

async function disconnect(auth: AuthedSession, form: FormData) {
  try {
    await api(auth).connect.disconnect(auth.user.id);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data<StripeConnectActionData>(
      { intent: "disconnect", error: `Failed to disconnect Stripe Connect --- error: ${error.message}` },
      { status: apiErrorStatus(error) },
    );
  }
  return redirectWithToast(safeReturnPath(form.get("returnTo"), "/stripe-connect"), {
    message: "Stripe Connect disconnected",
    type: "success",
  });
}

export default function StripeConnectPage() {
  const { section } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as StripeConnectActionData | undefined;
  return (
    <>
      <PageHeading>Stripe Connect</PageHeading>
      {section ? (
        <StripeConnectSection data={section} actionData={actionData} showHeading={false} />
      ) : (
        <Text as="p">{NOT_AVAILABLE}</Text>
      )}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
