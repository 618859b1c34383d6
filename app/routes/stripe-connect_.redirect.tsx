import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Callout, Text, TextLink } from "~/components/primitives";
import { requireSession } from "~/auth/session.server";
import { PageHeading } from "~/components/page-heading";
import { CONNECTED_MESSAGE } from "~/components/stripe-connect-section";
import { loadStripeConnectSection } from "~/components/stripe-connect-section.server";

export const meta: MetaFunction = () => [{ title: "Stripe Connect · Coach Hub" }];

/**
 * Where Stripe (or the simulated provider) sends the browser after onboarding (the account link's
 * return_url). It re-checks the account with the backend rather than trusting the visit.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireSession(request, context);
  const section = await loadStripeConnectSection(auth);
  if (!section) return { state: "unavailable" as const };
  if (section.accountId && section.completedOnboarding) return { state: "connected" as const };
  return { state: section.accountId ? ("incomplete" as const) : ("none" as const), error: section.statusError };
}

export default function StripeConnectRedirect() {
  const result = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading>Stripe Connect</PageHeading>
      {result.state === "connected" ? (
        <Callout.Root color="green" role="status">
          <Callout.Text>{CONNECTED_MESSAGE}</Callout.Text>
        </Callout.Root>
      ) : result.state === "unavailable" ? (
        <Text as="p">Stripe Connect is not available for your account.</Text>
      ) : (
        <Callout.Root color="amber" role="alert">
          <Callout.Text>
            {result.state === "incomplete" ? "Your Stripe onboarding is not complete yet." : "No Stripe account is connected."}
            {"error" in result && result.error ? ` ${result.error}` : ""}
          </Callout.Text>
        </Callout.Root>
      )}
      <Text as="p" mt="4">
        <TextLink asChild>
          <Link to="/stripe-connect">Back to Stripe Connect</Link>
        </TextLink>
      </Text>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
