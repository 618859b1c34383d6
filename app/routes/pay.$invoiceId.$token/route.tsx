import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { api, ApiError, apiErrorStatus } from "~/api/index.server";
import type { Paid, PayPage } from "~/api/pay-links.server";
import { redirectWithToast } from "~/auth/toast.server";
import { Button } from "~/components/button";
import { FieldError } from "~/components/form-field";
import { Callout, Card, Flex, Heading, Text } from "~/components/primitives";
import { PayInvoice, PayReceipt } from "~/features/public-links/pay-invoice";
import {
  CHECKOUT_CANCELLED,
  PAID_HEADING,
  PAID_INVOICE,
  PAY_HEADING,
  PayCheckoutForm,
  PayForm,
  SAVE_CARD_LABEL,
} from "~/features/public-links/pay-schema";
import { CardFields } from "~/features/public-links/card-fields";
import { PublicLinkEnded as EndedLink } from "~/features/public-links/public-link-ended";
import { checkoutReturn, isEndedLink, readPublicLink, toCheckout, type PublicLinkEnded } from "~/lib/public-link.server";
import { unknownIntent } from "~/lib/responses";

export const meta: MetaFunction = () => [{ title: "Pay your invoice · Coach Hub" }];

type PageState =
  PublicLinkEnded | { state: "open"; page: PayPage; payKey: string; paid: boolean; notice: string | null; error: string | null };

const pagePath = (invoiceId: number, token: string) => `/pay/${invoiceId}/${encodeURIComponent(token)}`;

function linkOf(params: LoaderFunctionArgs["params"]) {
  const invoiceId = /^[1-9][0-9]{0,9}$/.test(params.invoiceId ?? "") ? Number(params.invoiceId) : 0;
  return { invoiceId, token: params.token ?? "" };
}

/**
 * The public pay page of one invoice (issue 38, docs/decisions/0377-0382), reached from the "View and pay" link
 * of every invoice email: no login, the link is the credential. Simulated provider: a card form posted here.
 * Stripe: Checkout in payment mode, which sends the browser back with ?session_id= (confirmed with the
 * backend) or ?cancelled=1. Each render carries a new form key, so one form posted twice pays once.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { invoiceId, token } = linkOf(params);
  if (invoiceId === 0) throw new Response("Not found", { status: 404 });
  const url = new URL(request.url);
  const payLinks = api({ request }).payLinks;
  const error = await checkoutReturn(request, async (sessionId) => {
    const paid = await payLinks.completeCheckout(invoiceId, token, sessionId);
    throw await redirectWithToast(`${pagePath(invoiceId, token)}?paid=1`, { message: paid.message, type: "success" });
  });
  const read = await readPublicLink(request, "never", () => payLinks.describe(invoiceId, token));
  if (read.ended) return read.ended;
  return data<PageState>({
    state: "open",
    page: read.link,
    payKey: crypto.randomUUID(),
    paid: url.searchParams.get("paid") === "1",
    notice: url.searchParams.get("cancelled") ? CHECKOUT_CANCELLED : null,
    error,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { invoiceId, token } = linkOf(params);
  const form = await request.formData();
  switch (form.get("intent")) {
    case "pay":
      return payHere(request, invoiceId, token, form);
    case "checkout":
      return startCheckout(request, invoiceId, token, form);
    default:
      throw unknownIntent();
  }
}

/** The number and CVC are never sent back into the page: a refused form comes back without them. */
const hidden = ["number", "cvc"];

async function payHere(request: Request, invoiceId: number, token: string, form: FormData) {
  const submission = parseWithZod(form, { schema: PayForm });
  if (submission.status !== "success") return data(submission.reply({ hideFields: hidden }), { status: 400 });
  let paid: Paid;
  try {
    paid = await api({ request }).payLinks.pay(invoiceId, token, submission.value);
  } catch (failure) {
    if (!(failure instanceof ApiError)) throw failure;
    // A link that ended, or an invoice paid meanwhile: the page itself says so.
    if (isEndedLink(failure) || failure.status === 409) return redirect(pagePath(invoiceId, token));
    return data(submission.reply({ formErrors: [failure.message], hideFields: hidden }), { status: apiErrorStatus(failure) });
  }
  return redirectWithToast(`${pagePath(invoiceId, token)}?paid=1`, { message: paid.message, type: "success" });
}

async function startCheckout(request: Request, invoiceId: number, token: string, form: FormData) {
  const submission = parseWithZod(form, { schema: PayCheckoutForm });
  if (submission.status !== "success") return data({ checkoutError: "Please try again." }, { status: 400 });
  // An invoice paid meanwhile (409): the page itself says so.
  return toCheckout(
    () => api({ request }).payLinks.startCheckout(invoiceId, token, submission.value),
    pagePath(invoiceId, token),
    [409],
  );
}

export default function PayPageRoute() {
  const state = useLoaderData<typeof loader>() as PageState;
  return (
    <Card size="4" className="wide-card pay-page">
      {state.state === "open" ? (
        <OpenPage {...state} />
      ) : (
        <EndedLink ended={state} heading={PAY_HEADING} doneHeading={PAY_HEADING} doneText="" />
      )}
    </Card>
  );
}

function OpenPage({ page, payKey, paid, notice, error }: Extract<PageState, { state: "open" }>) {
  return (
    <>
      {paid && !page.payable ? (
        <Callout.Root color="green" role="status" mb="4">
          <Callout.Text>
            <strong>{PAID_HEADING}.</strong> A receipt was emailed to you.
          </Callout.Text>
        </Callout.Root>
      ) : null}
      <PayInvoice page={page} />
      {page.payable ? (
        <section aria-labelledby="pay-heading">
          <Heading as="h2" size="5" id="pay-heading" mb="3">
            {PAY_HEADING}
          </Heading>
          {notice ? (
            <Callout.Root color="amber" role="status" mb="4">
              <Callout.Text>{notice}</Callout.Text>
            </Callout.Root>
          ) : null}
          {page.mode === "form" ? (
            <CardPayForm page={page} payKey={payKey} />
          ) : (
            <HostedPay page={page} payKey={payKey} error={error} />
          )}
        </section>
      ) : (
        <>
          <Callout.Root color="green" role="status" mb="4">
            <Callout.Text>{PAID_INVOICE}</Callout.Text>
          </Callout.Root>
          <PayReceipt page={page} />
        </>
      )}
    </>
  );
}

function SaveCardBox({ page, name }: { page: PayPage; name: string }) {
  if (!page.saveCard) return null;
  return (
    <div className="pay-save-card">
      <label className="checkbox-label">
        <input type="checkbox" name={name} value="on" aria-describedby="save-card-authorization" />
        <Text size="2">{SAVE_CARD_LABEL}</Text>
      </label>
      <blockquote id="save-card-authorization" className="pay-authorization">
        {page.saveCard.authorization}
      </blockquote>
    </div>
  );
}

function CardPayForm({ page, payKey }: { page: PayPage; payKey: string }) {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: `pay-${payKey}`,
    lastResult: lastResult && !("checkoutError" in lastResult) ? lastResult : undefined,
    constraint: getZodConstraint(PayForm),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PayForm }),
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <FieldError id={form.errorId} errors={form.errors} />
      <input type="hidden" name={fields.payKey.name} value={payKey} />
      <CardFields fields={fields} />
      <SaveCardBox page={page} name={fields.saveCard.name} />
      <Flex gap="3" mt="4" justify="end">
        <Button type="submit" name="intent" value="pay" size="3">
          PAY
        </Button>
      </Flex>
    </Form>
  );
}

function HostedPay({ page, payKey, error }: { page: PayPage; payKey: string; error: string | null }) {
  const result = useActionData<typeof action>();
  const message = error ?? (result && "checkoutError" in result ? result.checkoutError : null);
  return (
    <Form method="post">
      {message ? (
        <Text as="p" size="2" color="red" role="alert" mb="3">
          {message}
        </Text>
      ) : null}
      <input type="hidden" name="payKey" value={payKey} />
      <Text as="p" mb="4">
        You will enter your card on Stripe&apos;s secure page and come back here afterwards.
      </Text>
      <SaveCardBox page={page} name="saveCard" />
      <Flex gap="3" justify="end">
        <Button type="submit" name="intent" value="checkout" size="3">
          PAY
        </Button>
      </Flex>
    </Form>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
