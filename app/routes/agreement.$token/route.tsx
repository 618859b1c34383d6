import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Button } from "~/components/button";
import { Box, Callout, Card, Flex, Heading, Text } from "~/components/primitives";
import { DataTable, Table } from "~/components/data-table";
import { sanitizeAgreementHtml } from "@domain/agreement-html";
import { api, ApiError, apiErrorStatus } from "~/api/index.server";
import type { AgreementLink, SignedAgreement } from "~/api/agreement-signing.server";
import { redirectWithToast } from "~/auth/toast.server";
import { CardFields } from "~/features/public-links/card-fields";
import { FieldError, TextInput } from "~/components/form-field";
import { clientAddressOf } from "~/lib/client-address.server";
import { formatDate, formatMoney } from "~/lib/format";
import { unknownIntent } from "~/lib/responses";
import { isEndedLink, readPublicLink, type PublicLinkEnded } from "~/lib/public-link.server";
import { PublicLinkEnded as EndedLink } from "~/features/public-links/public-link-ended";
import {
  CARD_PAGE_CANCELLED,
  SIGNED_HEADING,
  SIGNED_TEXT,
  SIGNED_TOAST,
  type SignForm,
  signSchema,
  type SignWithCardForm,
} from "./schema";

export const meta: MetaFunction = () => [{ title: "Review and sign your agreement · Coach Hub" }];

type PageState = PublicLinkEnded | { state: "open"; link: AgreementLink; notice: string | null; error: string | null };

const pagePath = (token: string) => `/agreement/${encodeURIComponent(token)}`;

/**
 * The public signing page a client reaches from the emailed link (no login; docs/decisions/0152-0155):
 * the agreement, its terms, the typed name, the acceptance box and, for Auto-charge, the card: on this page
 * with the simulated provider, on Stripe's Checkout page otherwise, which sends the browser back here with
 * ?session_id= (the signature is then completed) or ?cancelled=1 (docs/decisions/0276). A used, expired,
 * replaced or unknown link says so.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  const url = new URL(request.url);
  let error: string | null = null;
  const sessionId = url.searchParams.get("session_id");
  if (sessionId) {
    // Back from Stripe's page: the backend reads the session from Stripe and signs when the card is saved.
    try {
      const signed = await api({ request, clientAddress: clientAddressOf(context) }).agreementSigning.completeCheckout(token, {
        sessionId,
        userAgent: userAgentOf(request),
      });
      throw await redirectWithToast(`${pagePath(token)}?signed=1`, signedToast(signed));
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      if (!isEndedLink(failure)) error = failure.message;
    }
  }
  const page = await readPublicLink(request, "signed", () => api({ request }).agreementSigning.describe(token));
  if (page.ended) return page.ended;
  return data<PageState>({
    state: "open",
    // Defence in depth: the backend sanitised it already.
    link: { ...page.link, agreementHtml: sanitizeAgreementHtml(page.link.agreementHtml) },
    notice: url.searchParams.get("cancelled") ? CARD_PAGE_CANCELLED : null,
    error,
  });
}

/** The card number and CVC are never sent back into the page. */
const hidden = ["number", "cvc"];

const userAgentOf = (request: Request) => (request.headers.get("user-agent") ?? "").slice(0, 1000);

export async function action({ request, params, context }: ActionFunctionArgs) {
  const token = params.token ?? "";
  const form = await request.formData();
  if (form.get("intent") !== "sign") throw unknownIntent();
  const cardOnThisPage = form.get("cardEntry") === "form";
  const cardOnProviderPage = form.get("cardEntry") === "hosted";
  const submission = parseWithZod(form, { schema: signSchema(cardOnThisPage) });
  if (submission.status !== "success") return data(submission.reply({ hideFields: hidden }), { status: 400 });
  const value: SignForm & Partial<SignWithCardForm> = submission.value;
  const signature = {
    fullName: value.fullName,
    accepted: true,
    agreementSha256: value.agreementSha256,
    userAgent: userAgentOf(request),
  };
  const signing = api({ request, clientAddress: clientAddressOf(context) }).agreementSigning;
  let signed: SignedAgreement;
  try {
    if (cardOnProviderPage) return redirect((await signing.startCheckout(token, signature)).url);
    const card = cardOnThisPage
      ? { number: value.number ?? "", expiry: value.expiry ?? "", cvc: value.cvc ?? "", name: value.name ?? "" }
      : null;
    signed = await signing.accept(token, { ...signature, card });
  } catch (failure) {
    if (!(failure instanceof ApiError)) throw failure;
    if (isEndedLink(failure)) return redirect(pagePath(token));
    return data(submission.reply({ formErrors: [failure.message], hideFields: hidden }), { status: apiErrorStatus(failure) });
  }
  return redirectWithToast(`${pagePath(token)}?signed=1`, signedToast(signed));
}

/** Signed; then one sentence per invoice the saved card was charged for (docs/decisions/0376). */
const signedToast = (signed: SignedAgreement) => ({
  message: [SIGNED_TOAST, ...signed.charges.map((c) => c.message)].join(" "),
  type: signed.charges.every((c) => c.outcome === "succeeded") ? ("success" as const) : ("error" as const),
});

export default function AgreementPage() {
  const page = useLoaderData<typeof loader>() as PageState;
  if (page.state === "open") return <OpenAgreement link={page.link} notice={page.notice} error={page.error} />;
  return (
    <Card size="4" className="narrow-card">
      <EndedLink ended={page} heading="Your coaching agreement" doneHeading={SIGNED_HEADING} doneText={SIGNED_TEXT} />
    </Card>
  );
}

const money = (dollars: number, currency: string) => `${formatMoney(dollars)} ${currency}`;

function TermsTable({ link }: { link: AgreementLink }) {
  const t = link.terms;
  const rows: [string, string][] = [
    ["Plan", link.billingPlanName],
    ["Coach", [link.affiliateName, link.companyName].filter(Boolean).join(", ")],
    ["Client", link.clientName],
    ["Client charge", `${money(t.clientCharge, t.chargeCurrency)} per month (${t.calculationType})`],
    ["Of which tax", money(t.tax, t.chargeCurrency)],
    ["Sessions", `${t.sessionsPerMonth} per month, ${t.sessionLength} minutes each`],
    ["Payment", `${t.paymentMethod}, ${t.chargeType}`],
    ["First day of service", formatDate(t.firstDayOfService)],
    ["Full billing start", formatDate(t.fullBillingStart)],
    ["Last full bill", formatDate(t.lastFullBill)],
    ["Last day of service", formatDate(t.lastDayOfService)],
  ];
  return (
    <Box mb="4">
      <DataTable size="1">
        <Table.Body>
          {rows.map(([label, value]) => (
            <Table.Row key={label}>
              <Table.RowHeaderCell>{label}</Table.RowHeaderCell>
              <Table.Cell>{value}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </DataTable>
    </Box>
  );
}

function OpenAgreement({ link, notice, error }: { link: AgreementLink; notice: string | null; error: string | null }) {
  const lastResult = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const cardEntry = link.needsCard ? link.cardMode : "none";
  const schema = signSchema(cardEntry === "form");
  const [form, fields] = useForm({
    id: "sign-agreement",
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const card = fields as unknown as Record<"number" | "expiry" | "cvc" | "name", (typeof fields)["fullName"]>;
  return (
    <Card size="4" className="wide-card">
      <Heading as="h1" size="7" mb="2">
        Review and sign your agreement
      </Heading>
      <Text as="p" mb="4">
        {link.clientName ? `Hello ${link.clientName}, ` : ""}
        {link.affiliateName || "your coach"} sent you this coaching agreement to review and sign.
      </Text>
      <Heading as="h2" size="4" mb="2">
        Terms
      </Heading>
      <TermsTable link={link} />
      <section
        aria-label="Agreement"
        className="agreement-text notification-html"
        dangerouslySetInnerHTML={{ __html: link.agreementHtml }}
      />
      {notice || error ? (
        <Callout.Root color={error ? "red" : "amber"} role={error ? "alert" : "status"} mb="3">
          <Callout.Text>{error ?? notice}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Form method="post" {...getFormProps(form)}>
        <FieldError id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value="sign" />
        <input type="hidden" name="cardEntry" value={cardEntry} />
        <input type="hidden" name={fields.agreementSha256.name} value={link.agreementSha256} />
        {cardEntry === "form" ? (
          <fieldset className="plain-fieldset">
            <legend>
              <Text weight="bold">Card for automatic payments ({link.cardRegion})</Text>
            </legend>
            <CardFields fields={card} />
          </fieldset>
        ) : cardEntry === "hosted" ? (
          <Text as="p" mb="3">
            This agreement is paid automatically by card ({link.cardRegion}). After you sign here, you give the card on
            Stripe&apos;s secure page; your agreement is signed once the card is saved.
          </Text>
        ) : null}
        <TextInput field={fields.fullName} label="Type your full name" autoComplete="name" />
        <label className="checkbox-label">
          <input
            type="checkbox"
            name={fields.accepted.name}
            id={fields.accepted.id}
            value="on"
            aria-describedby={fields.accepted.errors ? fields.accepted.errorId : undefined}
          />
          <Text size="2">I have read and accept this agreement, and I sign it electronically with my typed name.</Text>
        </label>
        <FieldError id={fields.accepted.errorId} errors={fields.accepted.errors} />
        <Flex gap="3" mt="4" justify="end">
          <Button type="submit" size="3" disabled={busy}>
            {cardEntry === "hosted" ? "SIGN AND GIVE MY CARD" : "SIGN AGREEMENT"}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
