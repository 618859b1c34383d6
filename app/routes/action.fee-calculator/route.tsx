import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Button } from "~/components/button";
import { Heading, Text } from "~/components/primitives";
import { api, ApiError, apiErrorStatus } from "~/api/index.server";
import { options, screenLookups } from "~/api/lookups-cache.server";
import { currentSelectedContact } from "~/auth/selected-contact.server";
import { requireSession, type AuthedSession } from "~/auth/session.server";
import { FieldError, NativeSelectField } from "~/components/form-field";
import { FeeBreakdown } from "~/features/agreements/fee-breakdown";
import { useModalDialog } from "~/components/use-modal-dialog";
import { fullName } from "~/lib/format";
import { unknownIntent } from "~/lib/responses";
import { InputField } from "~/features/agreements/fields";
import {
  CHARGE_TYPES,
  CURRENCIES,
  defaultCurrency,
  defaultPaymentMethod,
  defaultTaxProvince,
  FeeCalculatorForm,
  refusalErrors,
} from "~/features/agreements/schema";
import agreementsStyles from "~/styles/agreements.css?url";
import { DialogActions } from "~/components/form-actions";

export const meta: MetaFunction = () => [{ title: "Fee Calculator · Coach Hub" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: agreementsStyles }];

const CLOSE_TO = "/action";

/**
 * FEE CALCULATOR (Tools, docs/decisions/0173): the create form's fee inputs and breakdown, creating nothing.
 * The fee type is the acting user's (staff see an affiliate's by acting as them); a province stands in
 * for a Canadian client's tax, the selected client's by default.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireSession(request, context);
  const client = api(auth);
  const [lookups, { contact: selected }] = await Promise.all([
    screenLookups(client.lookups),
    currentSelectedContact(request, auth),
  ]);
  const provinces = lookups.taxRates.map((r) => ({ id: r.provinceAbbr, name: r.provinceName }));
  const addresses = selected ? (await client.contacts.get(selected.id, auth.user.id)).addresses : [];
  const currency = defaultCurrency(addresses);
  return {
    affiliate: fullName(auth.user.FirstName, auth.user.LastName) || auth.user.Email,
    paymentTypes: options(lookups.paymentTypes),
    chargeTypes: lookups.chargeTypes,
    provinces,
    // A selected client's currency and (in Canada) province.
    defaults: {
      affiliateRate: "",
      creditCardChargeTypeId: String(CHARGE_TYPES[1].id),
      paymentMethodId: String(defaultPaymentMethod(currency)),
      chargeCurrency: currency,
      province: currency === "CAD" ? defaultTaxProvince(addresses, lookups.taxRates) : "",
    },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireSession(request, context);
  const form = await request.formData();
  switch (form.get("intent")) {
    case "calculate":
      return calculate(auth, form);
    default:
      throw unknownIntent();
  }
}

/** POST /billingPlan/fees for the acting user: the figures, or the refusal next to its field. */
async function calculate(auth: AuthedSession, form: FormData) {
  const submission = parseWithZod(form, { schema: FeeCalculatorForm });
  if (submission.status !== "success") return data({ result: submission.reply(), fees: null }, { status: 400 });
  try {
    const fees = await api(auth).billingPlans.fees({ ...submission.value, affiliateID: auth.user.id });
    return { result: submission.reply(), fees };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ result: submission.reply(refusalErrors(error.message)), fees: null }, { status: apiErrorStatus(error) });
  }
}

export default function FeeCalculatorDialog() {
  const { affiliate, paymentTypes, chargeTypes, provinces, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const ref = useModalDialog(CLOSE_TO);
  const [form, fields] = useForm({
    id: "fee-calculator",
    lastResult: actionData?.result,
    defaultValue: defaults,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: FeeCalculatorForm }),
  });
  const busy = navigation.state !== "idle" && navigation.formAction === "/action/fee-calculator";
  return (
    <dialog open ref={ref} className="page-dialog agreement-dialog" aria-labelledby="fee-calculator-title">
      <Heading as="h2" size="5" mb="2" id="fee-calculator-title">
        Fee Calculator
      </Heading>
      <Text as="p" size="2" mb="3">
        The fees of a monthly plan for <strong>{affiliate}</strong>, as the agreement would set them.
      </Text>
      <Form method="post" action="/action/fee-calculator" {...getFormProps(form)} noValidate preventScrollReset>
        <FieldError id={form.errorId} errors={form.errors} />
        <div className="agreement-layout">
          <div className="agreement-fields">
            <InputField field={fields.affiliateRate} label="Affiliate Rate ($ a month)" inputMode="decimal" />
            <NativeSelectField
              field={fields.creditCardChargeTypeId}
              label="Charge Type"
              options={chargeTypes.length ? chargeTypes : CHARGE_TYPES}
            />
            <NativeSelectField field={fields.paymentMethodId} label="Payment Method" options={paymentTypes} />
            <NativeSelectField
              field={fields.chargeCurrency}
              label="Currency"
              options={CURRENCIES.map((c) => ({ id: c, name: c }))}
            />
            <NativeSelectField
              field={fields.province}
              label="Client's Province (Canada)"
              options={provinces}
              placeholder="Outside Canada (no tax)"
            />
          </div>
          <FeeBreakdown fees={actionData?.fees ?? null} />
        </div>
        {busy ? (
          <Text as="p" size="2" color="gray" role="status">
            Calculating…
          </Text>
        ) : null}
        <DialogActions closeTo={CLOSE_TO} closeLabel="CLOSE">
          <Button type="submit" name="intent" value="calculate" size="3" disabled={busy}>
            CALCULATE FEES
          </Button>
        </DialogActions>
      </Form>
    </dialog>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
