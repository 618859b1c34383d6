import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useFetcher, useNavigation } from "@remix-run/react";
import { Button } from "~/components/button";
import { Heading, Text } from "~/components/primitives";
import { useRef, useState } from "react";
import type { PlanFees } from "~/api/billing-plans.server";
import { FieldError } from "~/components/form-field";
import { FeeBreakdown } from "~/features/agreements/fee-breakdown";
import { useModalDialog } from "~/components/use-modal-dialog";
import { InputField } from "./fields";
import { NativeSelectField } from "~/components/form-field";
import { AgreementForm, CALCULATION_TYPES, CHARGE_TYPES, CURRENCIES, FeeInputs, MONTH_NAMES, ReissueForm } from "./schema";
import { DialogActions } from "~/components/form-actions";

type Option = { id: number; name: string };

export interface AgreementDialogData {
  mode: "create" | "reissue";
  blocked: string | null;
  client: { name: string } | null;
  openPlan: { billingPlanName: string; statusID: number } | null;
  templates: Option[];
  paymentTypes: Option[];
  chargeTypes: Option[];
  years: number[];
  defaults: Record<string, string>;
  fees: PlanFees | null;
}

export interface AgreementActionData {
  result: SubmissionResult<string[]>;
  fees: PlanFees | null;
}

const CLOSE_TO = "/action";

/**
 * CREATE AGREEMENT and CANCEL AND REISSUE AGREEMENT (docs/decisions/0171): the plan's terms, with the fee
 * breakdown beside them. CALCULATE FEES posts the form back with the figures (no JavaScript needed); with
 * JavaScript the figures follow the fee inputs as they change (a fetcher posting the same intent).
 */
export function AgreementDialog({
  data,
  actionData,
}: {
  data: AgreementDialogData;
  actionData: AgreementActionData | undefined;
}) {
  const { mode, blocked } = data;
  const action = mode === "create" ? "/action/create-agreement" : "/action/reissue";
  const schema = mode === "create" ? AgreementForm : ReissueForm;
  const navigation = useNavigation();
  const ref = useModalDialog(CLOSE_TO);
  const fetcher = useFetcher<AgreementActionData>();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const [form, fields] = useForm({
    id: `agreement-${mode}`,
    lastResult: actionData?.result,
    defaultValue: data.defaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: formData.get("intent") === "calculate" ? FeeInputs : schema }),
  });
  // The newest figures win: the loader's (reissue), a CALCULATE FEES post's, or the fetcher's (state
  // adjusted while rendering, when either answer changes).
  const [fees, setFees] = useState(actionData ? actionData.fees : data.fees);
  const [seen, setSeen] = useState({ actionData, fetched: fetcher.data });
  if (seen.actionData !== actionData || seen.fetched !== fetcher.data) {
    setSeen({ actionData, fetched: fetcher.data });
    if (seen.fetched !== fetcher.data && fetcher.data) setFees(fetcher.data.fees);
    else if (seen.actionData !== actionData) setFees(actionData ? actionData.fees : data.fees);
  }
  const busy = navigation.state !== "idle" && navigation.formAction === action;
  const formProps = getFormProps(form);
  const title = mode === "create" ? "Create Agreement" : "Cancel and Reissue Agreement";

  /** With JavaScript: the figures follow the fee inputs (a quiet CALCULATE FEES). */
  function refreshFees(event: React.FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    if (!["affiliateRate", "paymentMethodId", "creditCardChargeTypeId", "chargeCurrency"].includes(target.name)) return;
    const formData = new FormData(event.currentTarget);
    formData.set("intent", "calculate");
    clearTimeout(timer.current);
    if (parseWithZod(formData, { schema: FeeInputs }).status !== "success") return setFees(null);
    timer.current = setTimeout(() => fetcher.submit(formData, { method: "post", action }), 250);
  }

  return (
    <dialog open ref={ref} className="page-dialog agreement-dialog" aria-labelledby="agreement-title">
      <Heading as="h2" size="5" mb="2" id="agreement-title">
        {title}
      </Heading>
      {data.client ? (
        <Text as="p" size="2" mb="3">
          Client: <strong>{data.client.name}</strong>
        </Text>
      ) : null}
      {blocked ? (
        <Text as="p" color="gray" mb="3" role="note" id="agreement-blocked">
          {blocked}
        </Text>
      ) : null}
      {mode === "reissue" && data.openPlan && !blocked ? (
        <Text as="p" size="2" mb="3" role="note" id="reissue-warning">
          Submitting terminates the current agreement ({data.openPlan.billingPlanName}) and sends the client a new agreement to
          sign.
        </Text>
      ) : null}
      <Form
        method="post"
        action={action}
        {...formProps}
        onSubmit={(event) => {
          // A submit supersedes a quiet recalculation still waiting: its post would revalidate the page
          // the submit lands on and take that page's toast with it.
          clearTimeout(timer.current);
          formProps.onSubmit(event);
        }}
        noValidate
        preventScrollReset
        onChange={refreshFees}
      >
        <FieldError id={form.errorId} errors={form.errors} />
        <div className="agreement-layout">
          <fieldset disabled={Boolean(blocked)} className="agreement-fieldset">
            <legend className="visually-hidden">Agreement terms</legend>
            <div className="agreement-fields">
              <InputField field={fields.billingPlanName} label="Plan Name" />
              <NativeSelectField
                field={fields.agreementTemplateId}
                label="Agreement Template"
                options={data.templates}
                placeholder="Select a template"
              />
              <NativeSelectField
                field={fields.calculationType}
                label="Calculation Type"
                options={CALCULATION_TYPES.map((t) => ({ id: t, name: t }))}
              />
              <InputField field={fields.sessionsPerMonth} label="Sessions Per Month" inputMode="numeric" />
              <InputField field={fields.sessionLength} label="Session Length (minutes)" inputMode="numeric" />
              <InputField field={fields.affiliateRate} label="Affiliate Rate ($ a month)" inputMode="decimal" />
              <NativeSelectField
                field={fields.creditCardChargeTypeId}
                label="Charge Type"
                options={data.chargeTypes.length ? data.chargeTypes : CHARGE_TYPES}
              />
              <NativeSelectField field={fields.paymentMethodId} label="Payment Method" options={data.paymentTypes} />
              <NativeSelectField
                field={fields.chargeCurrency}
                label="Currency"
                options={CURRENCIES.map((c) => ({ id: c, name: c }))}
              />
              <InputField field={fields.firstDayOfService} label="First Day of Service" type="date" />
              <InputField field={fields.fullBillingStart} label="Full Billing Start" type="date" />
              <div />
              <NativeSelectField
                field={fields.lastFullBillMonth}
                label="Last Full Bill Month"
                options={MONTH_NAMES.map((m, i) => ({ id: i + 1, name: m }))}
                placeholder="Month"
              />
              <NativeSelectField
                field={fields.lastFullBillYear}
                label="Last Full Bill Year"
                options={data.years.map((y) => ({ id: y, name: String(y) }))}
                placeholder="Year"
              />
            </div>
            <div className="field">
              <label className="checkbox-label">
                <input {...getInputProps(fields.ongoing, { type: "checkbox" })} key={fields.ongoing.key} />
                Ongoing (no last full bill, year 2099)
              </label>
            </div>
            {mode === "reissue" ? (
              <div className="field">
                <label className="checkbox-label">
                  <input
                    {...getInputProps(fields.confirmTermination, { type: "checkbox" })}
                    key={fields.confirmTermination.key}
                  />
                  I understand the current agreement will be terminated
                </label>
                <FieldError id={fields.confirmTermination.errorId} errors={fields.confirmTermination.errors} />
              </div>
            ) : null}
          </fieldset>
          <FeeBreakdown fees={blocked ? null : fees} />
        </div>
        {busy ? (
          <Text as="p" size="2" color="gray" role="status">
            {navigation.formData?.get("intent") === "calculate" ? "Calculating…" : "Sending…"}
          </Text>
        ) : null}
        <DialogActions closeTo={CLOSE_TO}>
          <Button type="submit" name="intent" value="calculate" size="3" variant="soft" disabled={Boolean(blocked) || busy}>
            CALCULATE FEES
          </Button>
          <Button
            type="submit"
            name="intent"
            value="submit"
            size="3"
            disabled={Boolean(blocked) || busy}
            title={blocked ?? undefined}
          >
            SUBMIT
          </Button>
        </DialogActions>
      </Form>
    </dialog>
  );
}
