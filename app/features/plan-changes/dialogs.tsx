import { getFormProps, getInputProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Button } from "~/components/button";
import { Flex, Heading, Text } from "~/components/primitives";
import { FormErrors, NativeSelectField, optionsOf, TextAreaField, TextInput } from "~/components/form-field";
import { useModalDialog } from "~/components/use-modal-dialog";
import { MONTH_NAMES } from "@domain/billing-period";
import type { z } from "zod";
import type { ManualInvoiceView, PlanChangeView, PlanSummary } from "./plan-changes.server";
import {
  ACTIVATE_QUESTION,
  Confirmed,
  EditForm,
  ExtendForm,
  MANUAL_INVOICE_NOTICE,
  ManualInvoiceForm,
  MONTH_OPTIONS,
  monthLabel,
  PAUSE_NOTE,
  PAUSE_QUESTION,
  PauseForm,
  TERMINATE_QUESTION,
  TERMINATE_SURE,
  yearOptions,
  type PlanChange,
} from "./schema";

type ActionResult = { result?: SubmissionResult<string[]> } | undefined;

const TITLE: Record<PlanChange, string> = {
  pause: "Pause Billing Plan",
  unpause: "Unpause Billing Plan",
  extend: "Extend Billing Plan",
  edit: "Edit Last Full Bill",
  terminate: "Terminate Billing Plan",
};

const SCHEMA = { pause: PauseForm, extend: ExtendForm, edit: EditForm, unpause: Confirmed, terminate: Confirmed } as const;

/** The plan the dialog acts on: its name, status and the client. */
function PlanLine({ plan, contactName }: { plan: PlanSummary | null; contactName: string | null }) {
  if (!plan) return null;
  return (
    <Text as="p" size="2" mb="3">
      <strong>{plan.billingPlanName}</strong> ({plan.status}){contactName ? <> for {contactName}</> : null}
      {plan.lastFullBill ? <> · Last full bill: {monthLabel(plan.lastFullBill, "Ongoing")}</> : null}
      {plan.pauseUntilDate ? <> · Paused until: {monthLabel(plan.pauseUntilDate, "Indefinitely")}</> : null}
    </Text>
  );
}

function Checkbox({ field, label }: { field: FieldMetadata<boolean | undefined>; label: string }) {
  const props = getInputProps(field, { type: "checkbox" });
  return (
    <div className="field">
      <label className="checkbox-label">
        <input {...props} key={props.key} /> {label}
      </label>
    </div>
  );
}

/** Month and year selects (year from the current one to 2099) and the 2099 box. */
function MonthYear({
  month,
  year,
  forever,
  foreverLabel,
  firstYear,
  legend,
}: {
  month: FieldMetadata<number | undefined>;
  year: FieldMetadata<number | undefined>;
  forever?: FieldMetadata<boolean | undefined>;
  foreverLabel?: string;
  firstYear: number;
  legend: string;
}) {
  return (
    <fieldset className="plan-month-year">
      <legend className="field-label">{legend}</legend>
      <Flex gap="3" wrap="wrap">
        <NativeSelectField field={month} label="Month" options={MONTH_OPTIONS} />
        <NativeSelectField field={year} label="Year" options={optionsOf(yearOptions(firstYear))} />
      </Flex>
      {forever && foreverLabel ? <Checkbox field={forever} label={foreverLabel} /> : null}
    </fieldset>
  );
}

function CloseLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className="button-link button-link-gray" preventScrollReset>
      {children}
    </Link>
  );
}

/**
 * A plan-change dialog (pause, unpause, extend, edit, terminate) of client details or /action: a URL
 * rendered as a `<dialog>` that works without JavaScript. Terminate asks twice, the second question at
 * its own URL (?confirm=1).
 */
export function PlanChangeDialog() {
  const v = useLoaderData<() => Promise<PlanChangeView>>();
  const actionData = useActionData<ActionResult>();
  const navigation = useNavigation();
  const ref = useModalDialog(v.closeTo);
  const [form, allFields] = useForm({
    id: `plan-${v.change}`,
    lastResult: actionData?.result,
    defaultValue: { month: v.defaults.month, year: v.defaults.year, ...v.manualInvoice },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SCHEMA[v.change] }),
  });
  // The pause form's fields (the manual-invoice part); the other changes' schemas have only month and year.
  const fields = allFields as ReturnType<typeof useForm<z.input<typeof PauseForm>>>[1];
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === v.change;
  const titleId = `plan-${v.change}-title`;
  const submit = (label: string) => (
    <Button type="submit" name="intent" value={v.change} size="3" disabled={busy}>
      {label}
    </Button>
  );
  return (
    <dialog open ref={ref} className="page-dialog" aria-labelledby={titleId}>
      <Heading as="h2" size="5" mb="3" id={titleId}>
        {TITLE[v.change]}
      </Heading>
      <PlanLine plan={v.plan} contactName={v.contactName} />
      {v.blocked ? (
        <BlockedNotice reason={v.blocked} errorId={form.errorId} errors={form.errors} closeTo={v.closeTo} />
      ) : (
        <Form method="post" action={v.actionUrl} {...getFormProps(form)} noValidate preventScrollReset>
          <FormErrors id={form.errorId} errors={form.errors} />
          {v.change === "pause" ? (
            <>
              <MonthYear
                legend="Pause until"
                month={fields.month}
                year={fields.year}
                forever={fields.forever}
                foreverLabel="Indefinitely"
                firstYear={v.firstYear}
              />
              <Text as="p" size="2" color="gray" mb="3">
                {PAUSE_NOTE}
              </Text>
              {v.manualInvoice ? (
                <fieldset className="plan-month-year">
                  <legend className="field-label">Manual invoice</legend>
                  <Text as="p" size="2" mb="2" role="note">
                    {MANUAL_INVOICE_NOTICE}
                  </Text>
                  <Checkbox field={fields.withInvoice} label="Also request a manual invoice" />
                  <TextInput field={fields.invoiceName} label="Invoice Name" autoComplete="off" />
                  <TextInput field={fields.invoiceAmount} label="Invoice Amount ($)" autoComplete="off" />
                  <Flex gap="3" wrap="wrap">
                    <NativeSelectField field={fields.invoiceMonth} label="Invoice Month" options={optionsOf(MONTH_NAMES)} />
                    <NativeSelectField
                      field={fields.invoiceYear}
                      label="Invoice Year"
                      options={optionsOf(yearOptions(v.firstYear))}
                    />
                  </Flex>
                </fieldset>
              ) : null}
            </>
          ) : null}
          {v.change === "extend" ? (
            <MonthYear
              legend="Extend to (last full bill)"
              month={fields.month}
              year={fields.year}
              forever={fields.forever}
              foreverLabel="Ongoing"
              firstYear={v.firstYear}
            />
          ) : null}
          {v.change === "edit" ? (
            <MonthYear legend="Last full bill" month={fields.month} year={fields.year} firstYear={v.firstYear} />
          ) : null}
          {v.change === "pause" || v.change === "unpause" ? (
            <>
              <Text as="p" size="3" weight="bold">
                {v.change === "pause" ? PAUSE_QUESTION : ACTIVATE_QUESTION}
              </Text>
              <Flex gap="3" mt="4" justify="end">
                {submit("Yes")}
                <CloseLink to={v.closeTo}>No</CloseLink>
              </Flex>
            </>
          ) : null}
          {v.change === "extend" || v.change === "edit" ? (
            <Flex gap="3" mt="4" justify="end">
              {submit("SAVE")}
              <CloseLink to={v.closeTo}>CANCEL</CloseLink>
            </Flex>
          ) : null}
          {v.change === "terminate" ? (
            <>
              <Text as="p" size="3" weight="bold">
                {v.confirmStep ? TERMINATE_SURE : TERMINATE_QUESTION}
              </Text>
              <Flex gap="3" mt="4" justify="end">
                {v.confirmStep ? (
                  submit("Yes")
                ) : (
                  <Link to={`${v.actionUrl}?confirm=1`} className="button-link" preventScrollReset replace>
                    Yes
                  </Link>
                )}
                <CloseLink to={v.closeTo}>No</CloseLink>
              </Flex>
            </>
          ) : null}
        </Form>
      )}
    </dialog>
  );
}

/** REQUEST MANUAL INVOICE (/action/manual-invoice): the request, optionally pausing or terminating the plan. */
export function ManualInvoiceDialog() {
  const v = useLoaderData<() => Promise<ManualInvoiceView>>();
  const actionData = useActionData<ActionResult>();
  const navigation = useNavigation();
  const ref = useModalDialog("/action");
  const [form, fields] = useForm({
    id: "manual-invoice",
    lastResult: actionData?.result,
    defaultValue: { ...v.defaults, withRequest: "none" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ManualInvoiceForm }),
  });
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "request";
  const withRequest = fields.withRequest;
  const choices = [
    { value: "none", label: "Request the invoice only", enabled: true },
    { value: "pause", label: "Request the invoice and pause this billing plan", enabled: v.options.pause },
    { value: "terminate", label: "Request the invoice and terminate this billing plan", enabled: v.options.terminate },
  ];
  return (
    <dialog open ref={ref} className="page-dialog" aria-labelledby="manual-invoice-title">
      <Heading as="h2" size="5" mb="3" id="manual-invoice-title">
        Request Manual Invoice
      </Heading>
      <PlanLine plan={v.plan} contactName={v.contactName} />
      {v.blocked ? (
        <BlockedNotice reason={v.blocked} errorId={form.errorId} errors={form.errors} closeTo="/action" />
      ) : (
        <Form method="post" action="/action/manual-invoice" {...getFormProps(form)} noValidate preventScrollReset>
          <Text as="p" size="2" mb="3" role="note">
            {MANUAL_INVOICE_NOTICE}
          </Text>
          <FormErrors id={form.errorId} errors={form.errors} />
          <TextInput field={fields.invoiceName} label="Invoice Name" autoComplete="off" />
          <TextInput field={fields.invoiceAmount} label="Invoice Amount ($)" autoComplete="off" />
          <Flex gap="3" wrap="wrap">
            <NativeSelectField field={fields.invoiceMonth} label="Invoice Month" options={optionsOf(MONTH_NAMES)} />
            <NativeSelectField field={fields.invoiceYear} label="Invoice Year" options={optionsOf(yearOptions(v.firstYear))} />
          </Flex>
          <TextAreaField field={fields.notes} label="Notes" />
          <fieldset className="plan-month-year">
            <legend className="field-label">With this request</legend>
            {choices.map((c) => (
              <label key={c.value} className="checkbox-label radio-label">
                <input
                  type="radio"
                  name={withRequest.name}
                  value={c.value}
                  defaultChecked={(withRequest.initialValue ?? "none") === c.value}
                  disabled={!c.enabled}
                />{" "}
                {c.label}
              </label>
            ))}
          </fieldset>
          <MonthYear
            legend="Pause until (when pausing)"
            month={fields.pauseMonth}
            year={fields.pauseYear}
            forever={fields.pauseIndefinitely}
            foreverLabel="Indefinitely"
            firstYear={v.firstYear}
          />
          <Text as="p" size="2" color="gray" mb="3">
            {PAUSE_NOTE}
          </Text>
          <Flex gap="3" mt="4" justify="end">
            <Button type="submit" name="intent" value="request" size="3" disabled={busy}>
              SUBMIT
            </Button>
            <CloseLink to="/action">CANCEL</CloseLink>
          </Flex>
        </Form>
      )}
    </dialog>
  );
}

/**
 * Why the dialog cannot be used, and CLOSE. A refused POST re-renders (without JavaScript, with fresh
 * loader data) as blocked: its message is kept, and the reason not repeated when it is that message.
 */
function BlockedNotice({
  reason,
  errorId,
  errors,
  closeTo,
}: {
  reason: string;
  errorId: string;
  errors: string[] | undefined;
  closeTo: string;
}) {
  return (
    <>
      <FormErrors id={errorId} errors={errors} />
      {errors?.includes(reason) ? null : (
        <Text as="p" mb="3" role="note">
          {reason}
        </Text>
      )}
      <Flex gap="3" mt="4" justify="end">
        <CloseLink to={closeTo}>CLOSE</CloseLink>
      </Flex>
    </>
  );
}
