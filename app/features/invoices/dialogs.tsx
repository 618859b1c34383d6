import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { SubmissionResult } from "@conform-to/react";
import { useState, useSyncExternalStore } from "react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Button } from "~/components/button";
import { Heading, Text } from "~/components/primitives";
import { DialogActions } from "~/components/form-actions";
import { DateField, FormErrors, NativeSelectField, TextAreaField, TextInput } from "~/components/form-field";
import { useModalDialog } from "~/components/use-modal-dialog";
import type { CreateInvoiceView } from "./create-invoice.server";
import type { InvoiceDialog, InvoiceDialogView } from "./invoice-dialogs.server";
import {
  Confirmed,
  CreateInvoiceForm,
  GENERATE_OPTIONS,
  GenerateForm,
  MerchantFeeForm,
  PaymentForm,
  RESEND_QUESTION,
  TRANSACTION_TYPES,
  VOID_INVOICE_QUESTION,
  voidPaymentQuestion,
} from "./schema";

type ActionResult = { result?: SubmissionResult<string[]> } | undefined;

const TITLE: Record<InvoiceDialog, string> = {
  pay: "Payment / Refund",
  void: "Void Invoice",
  resend: "Resend Invoice",
  voidPayment: "Void Payment",
  details: "Update Invoice Details",
  generate: "Generate Options",
};

/**
 * An invoice dialog of client details (pay or refund, void invoice, void payment or refund, resend): a URL
 * rendered as a `<dialog>` that works without JavaScript (docs/decisions/0211).
 */
export function InvoiceDialogRoute() {
  const v = useLoaderData<() => Promise<InvoiceDialogView>>();
  const ref = useModalDialog(v.closeTo);
  const titleId = `invoice-${v.dialog}-title`;
  const title = v.dialog === "voidPayment" && v.payment?.isRefund ? "Void Refund" : TITLE[v.dialog];
  return (
    <dialog open ref={ref} className="page-dialog" aria-labelledby={titleId}>
      <Heading as="h2" size="5" mb="3" id={titleId}>
        {title}
      </Heading>
      <Text as="p" size="2" mb="3">
        <strong>{v.invoice.invoiceName}</strong> ({v.invoice.status}) for {v.contactName} · Total: {v.invoice.total} · Balance:{" "}
        {v.invoice.balance}
        {v.payment ? (
          <>
            {" "}
            · {v.payment.isRefund ? "Refund" : "Payment"}: {v.payment.name} {v.payment.amount}
          </>
        ) : null}
      </Text>
      {v.dialog === "pay" ? (
        <PayForm v={v} />
      ) : v.dialog === "details" ? (
        <DetailsForm v={v} />
      ) : v.dialog === "generate" ? (
        <GenerateOptionsForm v={v} />
      ) : (
        <ConfirmForm v={v} />
      )}
    </dialog>
  );
}

/** PAY with a credit card type charges the saved card (issue 37); it is not a record of money received elsewhere. */
export const CARD_PAYMENT_HINT =
  "A credit card payment charges the client's saved card now. Other types record money already received.";

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

/**
 * PAY / REFUND: the payment entry of spec §3; payment types by the invoice's currency (§5). With more than
 * one payment left to refund, a refund can name the one it returns.
 */
function PayForm({ v }: { v: InvoiceDialogView }) {
  const actionData = useActionData<ActionResult>();
  const busy = useBusy("pay");
  const [form, fields] = useForm({
    id: "invoice-pay",
    lastResult: actionData?.result,
    defaultValue: {
      transactionType: v.defaults.transactionType,
      amountReceived: "",
      receivedOn: v.defaults.receivedOn,
      receivedBy: v.defaults.receivedBy,
      paymentTypeID: v.defaults.paymentTypeID ?? undefined,
      notes: "",
    },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PaymentForm }),
  });
  return (
    <Form method="post" action={v.actionUrl} {...getFormProps(form)} noValidate preventScrollReset>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name={fields.idempotencyKey.name} value={v.defaults.idempotencyKey} />
      <fieldset className="plan-month-year">
        <legend className="field-label">Transaction type</legend>
        {TRANSACTION_TYPES.map((t) => (
          <label key={t.value} className="checkbox-label radio-label">
            <input
              type="radio"
              name={fields.transactionType.name}
              value={t.value}
              defaultChecked={(fields.transactionType.initialValue ?? "0") === t.value}
            />{" "}
            {t.label}
          </label>
        ))}
      </fieldset>
      <TextInput field={fields.amountReceived} label={`Amount (${v.invoice.currency})`} autoComplete="off" />
      <DateField field={fields.receivedOn} label="Received on" />
      <TextInput field={fields.receivedBy} label="Received by" autoComplete="off" />
      <NativeSelectField field={fields.paymentTypeID} label="Payment type" options={v.paymentTypes} />
      <Text as="p" size="2" color="gray" id="payment-type-hint">
        {CARD_PAYMENT_HINT}
      </Text>
      {v.refundable.length > 1 ? (
        <NativeSelectField
          field={fields.refundOfPaymentID}
          label="Refund of"
          options={v.refundable}
          placeholder="The latest payment that covers it"
        />
      ) : null}
      <TextAreaField field={fields.notes} label="Notes" />
      <DialogActions closeTo={v.closeTo}>
        <Button type="submit" name="intent" value="pay" size="3" disabled={busy}>
          SAVE
        </Button>
      </DialogActions>
    </Form>
  );
}

/** Update invoice details: the merchant fee ('The value is required', spec §5). */
function DetailsForm({ v }: { v: InvoiceDialogView }) {
  const actionData = useActionData<ActionResult>();
  const busy = useBusy("details");
  const [form, fields] = useForm({
    id: "invoice-details",
    lastResult: actionData?.result,
    defaultValue: { amount: v.merchantFee },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: MerchantFeeForm }),
  });
  return (
    <Form method="post" action={v.actionUrl} {...getFormProps(form)} noValidate preventScrollReset>
      <FormErrors id={form.errorId} errors={form.errors} />
      <TextInput field={fields.amount} label={`Merchant fee (${v.invoice.currency})`} autoComplete="off" />
      <DialogActions closeTo={v.closeTo}>
        <Button type="submit" name="intent" value="details" size="3" disabled={busy}>
          SAVE
        </Button>
      </DialogActions>
    </Form>
  );
}

/** Rendering in the browser (true) or on the server and during hydration (false). */
const noSubscription = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * Generate options: PDF and Send Email (no Stripe Invoice, docs/decisions/0363). With JavaScript
 * GENERATE is enabled only with one checked (spec §5); without it the action answers the same rule.
 */
function GenerateOptionsForm({ v }: { v: InvoiceDialogView }) {
  const actionData = useActionData<ActionResult>();
  const busy = useBusy("generate");
  const hydrated = useSyncExternalStore(noSubscription, onClient, onServer);
  const [checked, setChecked] = useState(0);
  const [form, fields] = useForm({
    id: "invoice-generate",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: GenerateForm }),
  });
  const onChange = (event: React.FormEvent<HTMLFormElement>) =>
    setChecked(event.currentTarget.querySelectorAll("input[type=checkbox]:checked").length);
  return (
    <Form method="post" action={v.actionUrl} {...getFormProps(form)} noValidate preventScrollReset onChange={onChange}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset className="plan-month-year">
        <legend className="field-label">Generate</legend>
        {GENERATE_OPTIONS.map((o) => {
          const props = getInputProps(fields[o.name], { type: "checkbox" });
          return (
            <div className="field" key={o.name}>
              <label className="checkbox-label">
                <input {...props} key={props.key} /> {o.label}
              </label>
            </div>
          );
        })}
      </fieldset>
      <DialogActions closeTo={v.closeTo}>
        <Button type="submit" name="intent" value="generate" size="3" disabled={busy || (hydrated && checked === 0)}>
          GENERATE
        </Button>
      </DialogActions>
    </Form>
  );
}

const QUESTION = {
  void: () => VOID_INVOICE_QUESTION,
  resend: () => RESEND_QUESTION,
  voidPayment: (isRefund: boolean) => voidPaymentQuestion(isRefund),
} as const;

/** Void invoice, void payment or refund, resend: the spec's question (§5, §8), Yes or CANCEL. */
function ConfirmForm({ v }: { v: InvoiceDialogView }) {
  const actionData = useActionData<ActionResult>();
  const dialog = v.dialog as keyof typeof QUESTION;
  const busy = useBusy(dialog);
  const [form] = useForm({
    id: `invoice-${dialog}`,
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: Confirmed }),
  });
  return (
    <Form method="post" action={v.actionUrl} {...getFormProps(form)} noValidate preventScrollReset>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Text as="p" size="3" weight="bold">
        {QUESTION[dialog](v.payment?.isRefund ?? false)}
      </Text>
      <DialogActions closeTo={v.closeTo}>
        <Button type="submit" name="intent" value={dialog} size="3" disabled={busy}>
          Yes
        </Button>
      </DialogActions>
    </Form>
  );
}

/** CREATE INVOICE (role 8): the empty invoice filled in; checks in the spec's order (§5). */
export function CreateInvoiceDialog() {
  const v = useLoaderData<() => Promise<CreateInvoiceView>>();
  const actionData = useActionData<ActionResult>();
  const ref = useModalDialog(v.closeTo);
  const busy = useBusy("create");
  const [form, fields] = useForm({
    id: "invoice-create",
    lastResult: actionData?.result,
    defaultValue: { ...v.defaults, invoiceTotal: "", itemDescription: "", notes: "" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CreateInvoiceForm }),
  });
  return (
    <dialog open ref={ref} className="page-dialog" aria-labelledby="invoice-create-title">
      <Heading as="h2" size="5" mb="3" id="invoice-create-title">
        Create Invoice
      </Heading>
      <Text as="p" size="2" mb="3">
        For <strong>{v.contactName}</strong>, in {v.currency}.
      </Text>
      <Form method="post" action={v.actionUrl} {...getFormProps(form)} noValidate preventScrollReset>
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextInput field={fields.invoiceName} label="Invoice Name" autoComplete="off" />
        <TextInput field={fields.invoiceTotal} label={`Amount (${v.currency})`} autoComplete="off" />
        <DateField field={fields.dueDate} label="Due date" />
        <TextInput field={fields.itemDescription} label="Item description" autoComplete="off" />
        <TextAreaField field={fields.notes} label="Notes" />
        <DialogActions closeTo={v.closeTo}>
          <Button type="submit" name="intent" value="create" size="3" disabled={busy}>
            SAVE
          </Button>
        </DialogActions>
      </Form>
    </dialog>
  );
}
