import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type Submission } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Button } from "~/components/button";
import { Flex, Heading } from "~/components/primitives";
import { api, ApiError, apiErrorResponse, apiErrorStatus } from "~/api/index.server";
import type { User } from "~/api/users.server";
import { requireSession, type AuthedSession } from "~/auth/session.server";
import { redirectWithToast } from "~/auth/toast.server";
import { AffiliateFeeTypeSelect } from "~/features/user-form/affiliate-fee-type-select";
import { ConfirmUsernameChange, resubmittedValues, usernameChangeConfirmed } from "~/features/user-form/confirm-username-change";
import { FieldError, TextInput } from "~/components/form-field";
import { fullName } from "~/lib/format";
import { forbidden, NOT_ALLOWED, notFound, notFoundMessage, unknownIntent } from "~/lib/responses";
import { canActOnUser, canEditFeeType, canGrantRole, canSeeSettings, isFinance, roleLabel } from "~/lib/roles";
import { gridQuery, parseGridParams } from "~/features/settings/users-grid-params";
import { errorOccurred, NOTHING_CHANGED } from "~/lib/messages";
import { requireIdParam } from "~/lib/route-params";
import { NewUserForm, updateFailed, UserForm, type UserFormValues } from "./schema";
import { useModalDialog } from "~/components/use-modal-dialog";

export const meta: MetaFunction = () => [{ title: "User · Settings · Coach Hub" }];

const notAllowed = () => forbidden(NOT_ALLOWED);

function targetId(raw: string | undefined): number | "new" {
  return raw === "new" ? "new" : requireIdParam({ id: raw }, "id", "User");
}

/** The staff user a finance rule allows this actor to open (spec §6), else 403/404 thrown. */
async function loadTarget(auth: AuthedSession, id: number): Promise<User> {
  let user: User;
  try {
    user = await api(auth).users.get(id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound(notFoundMessage("User", id));
    throw error;
  }
  if (!canActOnUser(auth.sysUser.userRole, user.userRole)) throw notAllowed();
  return user;
}

/** A backend failure while loading the target becomes the route's 4xx/502 answer, never a 500. */
function asRouteAnswer(error: unknown): never {
  throw error instanceof ApiError ? apiErrorResponse(error) : error;
}

function formValues(user: User): UserFormValues {
  return {
    FirstName: user.FirstName,
    LastName: user.LastName,
    Email: user.Email,
    Phone: user.Phone ?? "",
    MobilePhone: user.MobilePhone ?? "",
    companyName: user.companyName ?? "",
    website: user.website ?? "",
    logoURL: user.logoURL ?? "",
    includeLogoURL: Boolean(user.includeLogoURL),
    programInformation: user.programInformation ?? "",
    affiliateFeeType: String(user.affiliateFeeType ?? ""),
    userRole: user.userRole,
    canAccessDocs: Boolean(user.canAccessDocs),
    isLive: Boolean(user.isLive),
    invoicePrefix: user.invoicePrefix ?? undefined,
  };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const auth = await requireSession(request, context);
  const actorRole = auth.sysUser.userRole;
  if (!canSeeSettings(actorRole)) throw notAllowed();
  const id = targetId(params.id);
  const common = { actorRole, feeTypeEditable: canEditFeeType(actorRole) };
  if (id === "new") return { ...common, isNew: true as const, id: null, ownRole: null, active: true, values: null };
  const user = await loadTarget(auth, id).catch(asRouteAnswer);
  const ownRole = user.id === auth.sysUser.id ? user.userRole : null;
  return { ...common, isNew: false as const, id, ownRole, active: user.isActive !== false, values: formValues(user) };
}

/** The grid's URL to go back to (its filter and sort kept), with a row selected. */
function gridUrl(request: Request, selected: number | null, statusOverride?: "active" | "all") {
  const params = parseGridParams(new URL(request.url).searchParams);
  return `/settings${gridQuery({ ...params, status: statusOverride ?? params.status }, { selected, reset: null })}`;
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const auth = await requireSession(request, context);
  if (!canSeeSettings(auth.sysUser.userRole)) throw notAllowed();
  const id = targetId(params.id);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "cancel") return redirect(gridUrl(request, id === "new" ? null : id));
  if (id === "new") {
    if (intent === "save") return createUser(request, auth, form);
    throw unknownIntent();
  }
  switch (intent) {
    case "save":
      return saveUser(request, auth, id, form);
    case "deactivate":
      return deactivateUser(request, auth, id, form);
    case "reactivate":
      return reactivateUser(request, auth, id, form);
    case "resetPassword":
      return resetPassword(request, auth, id);
    default:
      throw unknownIntent();
  }
}

async function createUser(request: Request, auth: AuthedSession, form: FormData) {
  const submission = parseWithZod(form, { schema: NewUserForm });
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  const { password, ...values } = submission.value;
  if (!canGrantRole(auth.sysUser.userRole, values.userRole)) throw notAllowed();
  try {
    // A temporary password: the new user verifies their email, is logged in, and must choose their own.
    const created = await api(auth).users.register({ ...values, forcePasswordChange: true }, password);
    const status = parseGridParams(new URL(request.url).searchParams).status === "all" ? "all" : "active";
    return redirectWithToast(gridUrl(request, created.id, status), { message: "User created", type: "success" });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data(submission.reply({ formErrors: [errorOccurred(error.message)], hideFields: ["password"] }), {
      status: apiErrorStatus(error),
    });
  }
}

const same = (a: unknown, b: unknown) => (a ?? "") === (b ?? "") || (typeof a === "boolean" && !a && !b);

async function saveUser(request: Request, auth: AuthedSession, id: number, form: FormData) {
  const submission = parseWithZod(form, { schema: UserForm });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  let current: User;
  try {
    current = await loadTarget(auth, id);
  } catch (error) {
    return updateFailedAnswer(submission, error);
  }
  const before = formValues(current);
  const values = {
    ...submission.value,
    includeLogoURL: Boolean(submission.value.includeLogoURL),
    canAccessDocs: Boolean(submission.value.canAccessDocs),
    isLive: Boolean(submission.value.isLive),
  };
  const changed = (Object.keys(values) as (keyof UserFormValues)[]).filter((k) => !same(values[k], before[k]));
  if (changed.length === 0) return redirectWithToast(gridUrl(request, id), { message: NOTHING_CHANGED, type: "info" });
  // Spec §5: changing the username asks for confirmation (a second step that posts the same values).
  if (changed.includes("Email") && !usernameChangeConfirmed(form)) {
    const name = fullName(before.FirstName, before.LastName);
    return data({ confirmEmail: { name, from: before.Email, to: values.Email, values: resubmittedValues(form) } });
  }
  try {
    await api(auth).users.update({ ...current, ...values });
  } catch (error) {
    return updateFailedAnswer(submission, error);
  }
  return redirectWithToast(gridUrl(request, id), { message: "User updated", type: "success" });
}

/** A backend refusal while saving (reading the user or writing it): 'Update failed:' on the form, edits kept. */
function updateFailedAnswer(submission: Submission<UserFormValues>, error: unknown) {
  if (!(error instanceof ApiError)) throw error;
  return data(submission.reply({ formErrors: [updateFailed(error.message)] }), { status: apiErrorStatus(error) });
}

async function deactivateUser(request: Request, auth: AuthedSession, id: number, form: FormData) {
  try {
    await api(auth).users.deactivate(id);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const submission = parseWithZod(form, { schema: UserForm });
    return data(submission.reply({ formErrors: [errorOccurred(error.message)] }), { status: apiErrorStatus(error) });
  }
  return redirectWithToast(gridUrl(request, id), { message: "User deactivated", type: "success" });
}

async function reactivateUser(request: Request, auth: AuthedSession, id: number, form: FormData) {
  try {
    const current = await loadTarget(auth, id);
    await api(auth).users.reactivate(current);
  } catch (error) {
    return updateFailedAnswer(parseWithZod(form, { schema: UserForm }), error);
  }
  return redirectWithToast(gridUrl(request, id), { message: "User reactivated", type: "success" });
}

async function resetPassword(request: Request, auth: AuthedSession, id: number) {
  try {
    const user = await loadTarget(auth, id);
    await api(auth).users.resetPassword(user);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return redirectWithToast(gridUrl(request, id), {
      message: `Email could not be sent - error message: ${error.message}`,
      type: "error",
    });
  }
  return redirectWithToast(gridUrl(request, id), { message: "Email sent", type: "success" });
}

/** The staff user form: a dialog over the Users grid with JavaScript, a page section above it without. */
export default function StaffUserForm() {
  const loaderData = useLoaderData<typeof loader>();
  const { isNew, active, values, actorRole, ownRole, feeTypeEditable } = loaderData;
  const actionData = useActionData<typeof action>();
  const confirm = actionData && "confirmEmail" in actionData ? actionData.confirmEmail : null;
  const lastResult = actionData && !("confirmEmail" in actionData) ? actionData : undefined;
  const location = useLocation();
  const schema = isNew ? NewUserForm : UserForm;
  const [form, fields] = useForm({
    id: `user-form-${loaderData.id ?? "new"}`,
    lastResult,
    constraint: getZodConstraint(schema),
    defaultValue: values ?? { userRole: 2, affiliateFeeType: "Standard USA" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const back = `/settings${location.search}`;
  const dialogRef = useModalDialog(back);

  const role = Number(fields.userRole.value ?? values?.userRole ?? 2);
  const roleOptions = [2, 3, 8, ...(![2, 3, 8].includes(role) ? [role] : [])];
  const checkbox = (field: typeof fields.includeLogoURL, label: string) => (
    <label className="checkbox-label field">
      <input {...getInputProps(field, { type: "checkbox" })} key={field.key} />
      {label}
    </label>
  );

  const here = `${location.pathname}${location.search}`;
  return (
    <dialog
      open
      ref={dialogRef}
      className="page-dialog user-form-dialog"
      aria-labelledby="user-form-title"
      style={{ maxWidth: 560, width: "min(560px, calc(100vw - 32px))" }}
    >
      <Heading as="h2" size="5" mb="3" id="user-form-title">
        {isNew ? "New User" : "Edit User"}
      </Heading>
      {confirm ? (
        <ConfirmUsernameChange
          question={`Are you sure you want to change the username of ${confirm.name} from ${confirm.from} to ${confirm.to}?`}
          values={confirm.values}
          action={here}
          cancelTo={here}
        />
      ) : null}
      <Form hidden={Boolean(confirm)} method="post" action={here} {...getFormProps(form)} preventScrollReset>
        <FieldError id={form.errorId} errors={form.errors} />
        <TextInput field={fields.FirstName} label="First Name" />
        <TextInput field={fields.LastName} label="Last Name" />
        <TextInput field={fields.Email} label="Email" type="email" autoComplete="off" />
        <TextInput field={fields.Phone} label="Primary Phone" />
        <TextInput field={fields.MobilePhone} label="Mobile Phone" />
        <TextInput field={fields.companyName} label="Company Name" />
        <TextInput field={fields.website} label="Website" />
        <TextInput field={fields.logoURL} label="Logo URL" />
        {checkbox(fields.includeLogoURL, "Cobranding")}
        <div className="field">
          <label htmlFor={fields.programInformation.id} className="field-label">
            CTP Program
          </label>
          <textarea
            {...getTextareaProps(fields.programInformation)}
            key={fields.programInformation.key}
            rows={2}
            style={{ width: "100%" }}
          />
          <FieldError id={fields.programInformation.errorId} errors={fields.programInformation.errors} />
        </div>
        {feeTypeEditable ? (
          <AffiliateFeeTypeSelect field={fields.affiliateFeeType} />
        ) : (
          <div className="field">
            <label htmlFor={fields.affiliateFeeType.id} className="field-label">
              Affiliate Fee Type
            </label>
            <input
              {...getInputProps(fields.affiliateFeeType, { type: "text" })}
              key={fields.affiliateFeeType.key}
              readOnly
              style={{ width: "100%" }}
            />
          </div>
        )}
        <div className="field">
          <label htmlFor={fields.userRole.id} className="field-label">
            User Role
          </label>
          {/* A role is always selected (there is no empty choice): `required` would only make the HTML invalid. */}
          <select {...getSelectProps(fields.userRole)} required={false} key={fields.userRole.key}>
            {roleOptions.map((r) => (
              <option key={r} value={r} disabled={r !== values?.userRole && !canGrantRole(actorRole, r, ownRole ?? undefined)}>
                {roleLabel(r)}
                {r !== 8 && isFinance(r) ? ` (${r})` : ""}
              </option>
            ))}
          </select>
          <FieldError id={fields.userRole.errorId} errors={fields.userRole.errors} />
        </div>
        {role <= 2 ? (
          <TextInput
            field={fields.invoicePrefix}
            label="Invoice Prefix"
            autoComplete="off"
            hint="2 to 6 capital letters that start this affiliate's invoice numbers (LOP in LOP-2027-0042). Empty: made from the company or last name."
          />
        ) : null}
        {checkbox(fields.canAccessDocs, "Can access the library")}
        {checkbox(fields.isLive, "Coach approved (live)")}
        {isNew ? (
          <TextInput
            field={(fields as unknown as { password: typeof fields.Email }).password}
            label="Password"
            type="password"
            autoComplete="new-password"
            hint="A temporary password: the new user chooses their own after verifying their email."
          />
        ) : null}
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <Button type="submit" name="intent" value="save">
            SAVE
          </Button>
          {isNew ? null : active ? (
            <Button type="submit" name="intent" value="deactivate" formNoValidate color="red" variant="soft">
              DEACTIVATE
            </Button>
          ) : (
            <Button type="submit" name="intent" value="reactivate" formNoValidate color="green" variant="soft">
              REACTIVATE
            </Button>
          )}
          <Button type="submit" name="intent" value="cancel" formNoValidate variant="soft" color="gray">
            CANCEL
          </Button>
        </Flex>
      </Form>
    </dialog>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
