import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { api, ApiError, apiErrorResponse } from "~/api/index.server";
import { portalCookie, readPortalSession } from "~/auth/portal-session.server";
import { Button } from "~/components/button";
import { Callout, Card, Flex, Heading, Text, TextLink } from "~/components/primitives";
import { isEndedLink } from "~/lib/public-link.server";

export const meta: MetaFunction = () => [{ title: "Sign in · Client portal · Coach Hub" }];

type PageState = { state: "open" } | { state: "closed"; message: string };

/** A link that cannot be used: the page says why, with the backend's status (404 unknown, 410 used or expired). */
function closed(failure: ApiError) {
  if (!isEndedLink(failure)) throw apiErrorResponse(failure);
  return data<PageState>({ state: "closed", message: failure.message }, { status: failure.status });
}

/**
 * GET /portal/sign-in/{token}: the emailed link. Opening it spends nothing (mail scanners open links);
 * CONTINUE posts here, spends it for a portal session in the portal's own cookie and shows the account
 * (docs/decisions/0385, 0386).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await readPortalSession(request);
  try {
    await api({ request }).clientPortal.describeSignIn(params.token ?? "");
    return data<PageState>({ state: "open" });
  } catch (failure) {
    if (!(failure instanceof ApiError)) throw failure;
    return closed(failure);
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  await readPortalSession(request);
  try {
    const { sessionToken } = await api({ request }).clientPortal.signIn(params.token ?? "");
    return redirect("/portal/account", { headers: { "Set-Cookie": await portalCookie(request, sessionToken) } });
  } catch (failure) {
    if (!(failure instanceof ApiError)) throw failure;
    return closed(failure);
  }
}

export default function PortalSignInPage() {
  const loaded = useLoaderData<typeof loader>() as PageState;
  const posted = useActionData<typeof action>() as PageState | undefined;
  const page = posted ?? loaded;
  return (
    <Card size="4" className="narrow-card">
      <Heading as="h1" size="7" mb="3">
        Sign in to your client portal
      </Heading>
      {page.state === "open" ? (
        <Form method="post">
          <Text as="p" mb="4">
            Press CONTINUE to see your invoices, receipts and agreements.
          </Text>
          <Flex justify="end">
            <Button type="submit" size="3">
              CONTINUE
            </Button>
          </Flex>
        </Form>
      ) : (
        <>
          <Callout.Root color="amber" role="alert" mb="4">
            <Callout.Text>{page.message}</Callout.Text>
          </Callout.Root>
          <Text as="p">
            <TextLink href="/portal">Ask for a new sign-in link</TextLink>
          </Text>
        </>
      )}
    </Card>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
