import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "@remix-run/react";
import { Button } from "~/components/button";
import { Callout, Code, Flex, Heading, Text, TextLink } from "~/components/primitives";
import { useEffect, useRef } from "react";
import { z } from "zod";
import { CONNECT_EMAIL_INVALID, CONNECT_EMAIL_REQUIRED, EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "@domain/email";
import { FieldError, TextInput } from "./form-field";

export const CONNECTED_MESSAGE = "You have connected your Stripe account";
export const LINK_FAILED_MESSAGE = "Unable to create link, try again later";
export const CONTINUE_LINK_TEXT = "Continue to Stripe onboarding";

/** The connect form (client and server): spec §5's two messages. The backend checks the same. */
export const StripeConnectForm = z.object({
  email: z
    .string({ message: CONNECT_EMAIL_REQUIRED })
    .trim()
    .min(1, { message: CONNECT_EMAIL_REQUIRED })
    .max(EMAIL_MAX_LENGTH, { message: CONNECT_EMAIL_INVALID })
    .regex(EMAIL_PATTERN, { message: CONNECT_EMAIL_INVALID }),
  returnTo: z.string().optional(),
});

/** What the section shows; made on the server by loadStripeConnectSection (stripe-connect-section.server.ts). */
export interface StripeConnectSectionData {
  userId: number;
  /** The connect email offered by default (the profile's email). */
  email: string;
  /** The connected account ("" when none). */
  accountId: string;
  completedOnboarding: boolean;
  /** The onboarding state could not be read from the backend (its message). */
  statusError: string | null;
}

/** The /stripe-connect action's answers the section renders (a redirect on success needs none). */
export type StripeConnectActionData =
  { intent: "connect"; result: SubmissionResult<string[]>; url: string | null } | { intent: "disconnect"; error: string };

/**
 * The Stripe Connect section (spec §4, §5; only with the stripe_connect flag: render it only when
 * loadStripeConnectSection answered data). Its forms post to /stripe-connect, which handles the intents
 * `connect` and `disconnect` and redirects back to `returnTo` (the embedding page) with a toast.
 * With JavaScript the post goes through a fetcher and an onboarding URL opens in a new tab; without it
 * (or when a pop-up blocker stops that) the link 'Continue to Stripe onboarding' is shown.
 *
 * Embedding (e.g. in /profile): loader `stripeConnect: await loadStripeConnectSection(auth)`,
 * component `{stripeConnect ? <StripeConnectSection data={stripeConnect} returnTo="/profile" /> : null}`.
 */
export function StripeConnectSection({
  data,
  returnTo = "/stripe-connect",
  actionData,
  showHeading = true,
}: {
  data: StripeConnectSectionData;
  returnTo?: string;
  /** The /stripe-connect page passes its own action data (the no-JavaScript post lands there). */
  actionData?: StripeConnectActionData | null;
  showHeading?: boolean;
}) {
  const fetcher = useFetcher<StripeConnectActionData>({ key: "stripe-connect" });
  const answer = fetcher.data ?? actionData ?? null;
  const connectAnswer = answer?.intent === "connect" ? answer : null;
  const busy = fetcher.state !== "idle";
  const connected = data.accountId !== "" && data.completedOnboarding;

  const [form, fields] = useForm({
    id: "stripe-connect",
    lastResult: connectAnswer?.result,
    constraint: getZodConstraint(StripeConnectForm),
    defaultValue: { email: data.email },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: StripeConnectForm }),
  });

  // With JavaScript: open the onboarding URL in a new tab once, when the fetcher brings it.
  const opened = useRef<string | null>(null);
  useEffect(() => {
    const url = fetcher.state === "idle" && fetcher.data?.intent === "connect" ? fetcher.data.url : null;
    if (url && opened.current !== url) {
      opened.current = url;
      window.open(url, "_blank", "noopener");
    }
  }, [fetcher.state, fetcher.data]);

  return (
    <section aria-labelledby={showHeading ? "stripe-connect-heading" : undefined} className="stripe-connect-section">
      {showHeading ? (
        <Heading as="h2" size="5" mb="3" id="stripe-connect-heading">
          Stripe Connect
        </Heading>
      ) : null}

      {data.accountId ? (
        <Text as="p" mb="2">
          {connected ? "Your Stripe account is connected." : "Your Stripe onboarding is not complete."} Connected account:{" "}
          <Code>{data.accountId}</Code>
        </Text>
      ) : (
        <Text as="p" mb="2" color="gray">
          No Stripe account is connected. Connect one to receive your payments through Stripe.
        </Text>
      )}
      {data.statusError ? (
        <Callout.Root color="amber" mb="3" role="alert">
          <Callout.Text>{data.statusError}</Callout.Text>
        </Callout.Root>
      ) : null}

      {connected ? null : (
        <fetcher.Form method="post" action="/stripe-connect" {...getFormProps(form)}>
          <input type="hidden" name="returnTo" value={returnTo} />
          <FieldError id={form.errorId} errors={form.errors} />
          <TextInput field={fields.email} label="Connect email" type="email" autoComplete="email" />
          <Button type="submit" name="intent" value="connect" size="3" disabled={busy}>
            {data.accountId ? "Continue Stripe onboarding" : "Connect with Stripe"}
          </Button>
        </fetcher.Form>
      )}

      {connectAnswer?.url ? (
        <Text as="p" mt="3">
          <TextLink href={connectAnswer.url} target="_blank" rel="noopener noreferrer">
            {CONTINUE_LINK_TEXT}
          </TextLink>{" "}
          <Text color="gray">(opens in a new tab; come back here when you are done)</Text>
        </Text>
      ) : null}

      {data.accountId ? (
        <fetcher.Form method="post" action="/stripe-connect">
          <input type="hidden" name="returnTo" value={returnTo} />
          <Flex mt="3" direction="column" gap="2" align="start">
            {answer?.intent === "disconnect" ? (
              <Text as="p" size="2" color="red" role="alert">
                {answer.error}
              </Text>
            ) : null}
            <Button type="submit" name="intent" value="disconnect" color="red" variant="soft" size="3" disabled={busy}>
              Disconnect
            </Button>
          </Flex>
        </fetcher.Form>
      ) : null}
    </section>
  );
}
