import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { api, ApiError } from "~/api/index.server";
import {
  endPortalCookie,
  portalCookie,
  portalSessionEnded,
  PORTAL_SIGNED_OUT_URL,
  requirePortalSession,
} from "~/auth/portal-session.server";
import { redirectWithToast } from "~/auth/toast.server";
import { Button } from "~/components/button";
import { Flex, Heading, Text } from "~/components/primitives";
import { PortalCoachPart } from "~/features/client-portal/portal-part";
import { PortalCardForm } from "~/features/client-portal/schema";
import { badRequest, unknownIntent } from "~/lib/responses";

export const meta: MetaFunction = () => [{ title: "Your account · Client portal · Coach Hub" }];

/**
 * GET /portal/account: the client's invoices, receipts, refunds, signed agreements and saved cards, one part
 * per coach (docs/decisions/0388). Each visit renews the portal cookie's 30 minutes, as the backend's call
 * renews its session's.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const portalSession = await requirePortalSession(request);
  try {
    const account = await api({ request, portalSession }).clientPortal.account();
    return data({ account }, { headers: { "Set-Cookie": await portalCookie(request, portalSession) } });
  } catch (failure) {
    if (failure instanceof ApiError && failure.status === 401) throw await portalSessionEnded(request);
    throw failure;
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const portalSession = await requirePortalSession(request);
  const form = await request.formData();
  switch (form.get("intent")) {
    case "update-card":
      return updateCard(request, portalSession, form);
    case "sign-out":
      return signOut(request, portalSession);
    default:
      throw unknownIntent();
  }
}

/** "Update card": a card-update link made for this card, and the browser sent to its page (docs/decisions/0390). */
async function updateCard(request: Request, portalSession: string, form: FormData) {
  const submission = parseWithZod(form, { schema: PortalCardForm });
  if (submission.status !== "success") throw badRequest("Choose a card to update.");
  try {
    const { contactId, region } = submission.value;
    const { token } = await api({ request, portalSession }).clientPortal.cardLink(contactId, region);
    return redirect(`/card-update/${encodeURIComponent(token)}`);
  } catch (failure) {
    if (!(failure instanceof ApiError) || failure.status >= 500) throw failure;
    if (failure.status === 401) return portalSessionEnded(request);
    return redirectWithToast("/portal/account", { message: failure.message, type: "error" });
  }
}

async function signOut(request: Request, portalSession: string) {
  try {
    await api({ request, portalSession }).clientPortal.signOut();
  } catch (failure) {
    // An ended session is as good as signed out.
    if (!(failure instanceof ApiError) || failure.status !== 401) throw failure;
  }
  return redirect(PORTAL_SIGNED_OUT_URL, { headers: { "Set-Cookie": await endPortalCookie(request) } });
}

export default function PortalAccountPage() {
  const { account } = useLoaderData<typeof loader>();
  return (
    <>
      <Flex justify="between" align="center" wrap="wrap" gap="3" mb="4">
        <div>
          <Heading as="h1" size="7">
            Your account
          </Heading>
          <Text as="p" color="gray">
            Signed in as {account.email}
          </Text>
        </div>
        <Form method="post">
          <Button type="submit" name="intent" value="sign-out" variant="outline">
            Sign out
          </Button>
        </Form>
      </Flex>
      {account.coaches.length === 0 ? (
        <Text as="p">There is nothing to show for this email address yet.</Text>
      ) : (
        account.coaches.map((coach) => (
          <PortalCoachPart key={coach.affiliateID} coach={coach} headingId={`coach-${coach.affiliateID}`} />
        ))
      )}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
