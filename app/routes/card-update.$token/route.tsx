import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/button";
import { Callout, Card, Flex, Heading, Text } from "~/components/primitives";
import { api, ApiError, apiErrorStatus } from "~/api/index.server";
import type { CardUpdateLink, SavedCard } from "~/api/card-update.server";
import { redirectWithToast } from "~/auth/toast.server";
import { CardFields } from "~/features/public-links/card-fields";
import { FieldError } from "~/components/form-field";
import { CARD_UPDATED, CardForm, CHECKOUT_CANCELLED } from "~/features/public-links/card-update-schema";
import { unknownIntent } from "~/lib/responses";
import { checkoutReturn, isEndedLink, readPublicLink, toCheckout, type PublicLinkEnded } from "~/lib/public-link.server";
import { PublicLinkEnded as EndedLink } from "~/features/public-links/public-link-ended";

export const meta: MetaFunction = () => [{ title: "Update your credit card · Coach Hub" }];

type PageState = PublicLinkEnded | { state: "open"; link: CardUpdateLink; notice: string | null; error: string | null };

const pagePath = (token: string) => `/card-update/${encodeURIComponent(token)}`;

/**
 * The public card-update page a client reaches from the emailed link (no login; docs/decisions/0080-0082).
 * Simulated provider: a card form posted here. Stripe provider: a button to Stripe's hosted Checkout page,
 * which sends the browser back here with ?session_id= (confirmed with the backend) or ?cancelled=1.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  const url = new URL(request.url);
  const cardUpdate = api({ request }).cardUpdate;
  // Back from Stripe: the backend reads the session from Stripe and spends the link when it is complete.
  const error = await checkoutReturn(request, async (sessionId) => {
    const saved = await cardUpdate.completeCheckout(token, sessionId);
    throw await redirectWithToast(`${pagePath(token)}?updated=1`, savedToast(saved));
  });

  const page = await readPublicLink(request, "updated", () => cardUpdate.describe(token));
  if (page.ended) return page.ended;
  const notice = url.searchParams.get("cancelled") ? CHECKOUT_CANCELLED : null;
  return data<PageState>({ state: "open", link: page.link, notice, error });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const token = params.token ?? "";
  const form = await request.formData();
  switch (form.get("intent")) {
    case "save":
      return saveCard(request, token, form);
    case "checkout":
      return startCheckout(request, token);
    default:
      throw unknownIntent();
  }
}

/** The number and CVC are never sent back into the page: a refused form comes back without them. */
const hidden = ["number", "cvc"];

async function saveCard(request: Request, token: string, form: FormData) {
  const submission = parseWithZod(form, { schema: CardForm });
  if (submission.status !== "success") return data(submission.reply({ hideFields: hidden }), { status: 400 });
  let saved: SavedCard;
  try {
    saved = await api({ request }).cardUpdate.submitCard(token, submission.value);
  } catch (failure) {
    if (!(failure instanceof ApiError)) throw failure;
    if (isEndedLink(failure)) return redirect(pagePath(token));
    return data(submission.reply({ formErrors: [failure.message], hideFields: hidden }), { status: apiErrorStatus(failure) });
  }
  return redirectWithToast(`${pagePath(token)}?updated=1`, savedToast(saved));
}

/**
 * The backend's answer as the toast: the card updated and what was charged with it (docs/decisions/0367),
 * an error toast when a charge did not go through.
 */
const savedToast = (saved: SavedCard) => ({
  message: saved.message,
  type: saved.charges.every((c) => c.outcome === "succeeded") ? ("success" as const) : ("error" as const),
});

const startCheckout = (request: Request, token: string) =>
  toCheckout(() => api({ request }).cardUpdate.startCheckout(token), pagePath(token));

export default function CardUpdatePage() {
  const page = useLoaderData<typeof loader>() as PageState;
  return (
    <Card size="4" className="narrow-card">
      {page.state === "open" ? (
        <OpenLink link={page.link} notice={page.notice} error={page.error} />
      ) : (
        <EndedLink
          ended={page}
          heading="Update your credit card"
          doneHeading={CARD_UPDATED}
          doneText="Thank you. You can close this page."
        />
      )}
    </Card>
  );
}

function OpenLink({ link, notice, error }: { link: CardUpdateLink; notice: string | null; error: string | null }) {
  const coach = link.affiliateName + (link.companyName ? ` (${link.companyName})` : "");
  return (
    <>
      <Heading as="h1" size="7" mb="3">
        Update your credit card
      </Heading>
      <Text as="p" mb="4">
        {link.firstName ? `Hello ${link.firstName}, ` : ""}
        {coach || "your coach"} asked you to update the credit card for your coaching payments ({link.region}).
      </Text>
      {notice ? (
        <Callout.Root color="amber" role="status" mb="4">
          <Callout.Text>{notice}</Callout.Text>
        </Callout.Root>
      ) : null}
      {link.mode === "form" ? <CardEntryForm /> : <HostedCheckout error={error} />}
    </>
  );
}

function CardEntryForm() {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "card-update",
    lastResult: lastResult && !("checkoutError" in lastResult) ? lastResult : undefined,
    constraint: getZodConstraint(CardForm),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CardForm }),
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <FieldError id={form.errorId} errors={form.errors} />
      <CardFields fields={fields} autoFocus />
      <Flex gap="3" mt="4" justify="end">
        <Button type="submit" name="intent" value="save" size="3">
          Update card
        </Button>
      </Flex>
    </Form>
  );
}

function HostedCheckout({ error }: { error: string | null }) {
  const result = useActionData<typeof action>();
  const message = error ?? (result && "checkoutError" in result ? result.checkoutError : null);
  return (
    <Form method="post">
      {message ? (
        <Text as="p" size="2" color="red" role="alert" mb="3">
          {message}
        </Text>
      ) : null}
      <Text as="p" mb="4">
        You will enter your card on Stripe's secure page and come back here afterwards.
      </Text>
      <Flex gap="3" justify="end">
        <Button type="submit" name="intent" value="checkout" size="3">
          Continue to Stripe
        </Button>
      </Flex>
    </Form>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
