import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { Button } from "~/components/button";
import { Flex, Heading, Text } from "~/components/primitives";
import { useState } from "react";
import { api, ApiError, apiErrorResponse, apiErrorStatus } from "~/api/index.server";
import { refreshSessionLogo, refreshSessionUser } from "~/auth/profile-session.server";
import { requireSession, type AuthedSession } from "~/auth/session.server";
import { redirectWithToast, type ToastInput } from "~/auth/toast.server";
import { AffiliateFeeTypeSelect } from "~/features/user-form/affiliate-fee-type-select";
import { ConfirmUsernameChange, resubmittedValues } from "~/features/user-form/confirm-username-change";
import { FieldError, ReadOnlyField, TextAreaField, TextInput } from "~/components/form-field";
import { UserLogo } from "~/components/logo";
import { PageHeading } from "~/components/page-heading";
import { StripeConnectSection } from "~/components/stripe-connect-section";
import { loadStripeConnectSection } from "~/components/stripe-connect-section.server";
import { env } from "~/env.server";
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, IMAGE_TOO_LARGE } from "~/lib/images";
import { allInOrder } from "~/lib/all-in-order";
import { profileListingEmail } from "./profile-listing";
import { unknownIntent } from "~/lib/responses";
import { canEditFeeType } from "~/lib/roles";
import profileStyles from "~/styles/profile.css?url";
import { applyForm, changedFields, editableOf } from "./profile-changes";
import { NOTHING_CHANGED } from "~/lib/messages";
import { emailFailed, PROFILE_UPDATED, ProfileForm, updateFailed } from "./schema";
import { useModalDialog } from "~/components/use-modal-dialog";

export const meta: MetaFunction = () => [{ title: "Edit Profile · Coach Hub" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: profileStyles }];

/** Where the dialog closes to (CANCEL, Escape, a save). */
const CLOSE_TO = "/home";
/** Spec §2: MORE goes to /viewContacts after 500 ms. */
const MORE_TO = "/viewContacts";
const MORE_DELAY_MS = 500;

/** The profile shows and edits the acting user: the impersonated affiliate when impersonating. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireSession(request, context);
  const userCall = api(auth)
    .users.get(auth.user.id)
    .catch((error: unknown) => {
      throw error instanceof ApiError ? apiErrorResponse(error) : error;
    });
  const [user, stripeConnect] = await allInOrder([userCall, loadStripeConnectSection(auth)]);
  return {
    user: {
      id: user.id,
      ...editableOf(user),
      programInformation: user.programInformation ?? "",
      logoURL: user.logoURL,
    },
    // The backend checks the role of the user behind the token (docs/decisions/0010).
    mayEditUsernameAndFeeType: canEditFeeType(auth.sysUser.userRole),
    stripeConnect,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireSession(request, context);
  if ((request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    return uploadLogo(request, auth);
  }
  const form = await request.formData();
  switch (form.get("intent")) {
    case "save":
      return saveProfile(request, auth, form);
    default:
      throw unknownIntent();
  }
}

async function saveProfile(request: Request, auth: AuthedSession, form: FormData) {
  const submission = parseWithZod(form, { schema: ProfileForm });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const client = api(auth);
  const failed = (error: ApiError) =>
    data({ result: submission.reply({ formErrors: [updateFailed(error.message)] }) }, { status: apiErrorStatus(error) });
  try {
    const current = await client.users.get(auth.user.id);
    const before = editableOf(current);
    const after = applyForm(before, submission.value, canEditFeeType(auth.sysUser.userRole));
    const changed = changedFields(before, after);
    if (changed.length === 0) return redirectWithToast(CLOSE_TO, { message: NOTHING_CHANGED, type: "info" });
    // Spec §5: changing the username asks for confirmation (a second step that posts the same values).
    if (changed.includes("Email") && submission.value.emailConfirmed !== "yes") {
      return data({ confirmEmail: { from: before.Email, to: after.Email, values: resubmittedValues(form) } });
    }
    const saved = await client.users.update({ ...current, ...after });
    const headers = new Headers();
    headers.append("Set-Cookie", await refreshSessionUser(request, auth.session, saved));
    let toast: ToastInput = { message: PROFILE_UPDATED, type: "success" };
    // Spec §4: a non-live coach's saved profile is also sent to the coach-finder address.
    if (saved.isLive === false) {
      try {
        await client.email.clientRequest({ to: env.COACH_FINDER_EMAIL, ...profileListingEmail(saved) });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        toast = { message: emailFailed(error.message), type: "error" };
      }
    }
    return redirectWithToast(CLOSE_TO, toast, { headers });
  } catch (error) {
    if (error instanceof ApiError) return failed(error);
    throw error;
  }
}

async function uploadLogo(request: Request, auth: AuthedSession) {
  let form: FormData;
  try {
    form = await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: IMAGE_MAX_BYTES }));
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return data({ logoError: IMAGE_TOO_LARGE }, { status: 400 });
    throw error;
  }
  if (form.get("intent") !== "uploadLogo") throw unknownIntent();
  const file = form.get("logo");
  if (!(file instanceof Blob) || file.size === 0) return data({ logoError: "Please select a file." }, { status: 400 });
  if (file.size > IMAGE_MAX_BYTES) return data({ logoError: IMAGE_TOO_LARGE }, { status: 400 });
  try {
    const stored = await api(auth).images.upload({
      id: 0,
      description: "Logo",
      sort: 0,
      name: "name" in file && typeof file.name === "string" ? file.name : "logo",
      userID: auth.user.id,
      iconBlob: Buffer.from(await file.arrayBuffer()).toString("base64"),
    });
    const cookie = await refreshSessionLogo(request, auth.session, auth.user.id, stored.logoURL);
    return redirectWithToast("/profile", { message: "Logo uploaded", type: "success" }, { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    if (error instanceof ApiError) return data({ logoError: error.message }, { status: apiErrorStatus(error) });
    throw error;
  }
}

export default function EditProfileScreen() {
  const actionData = useActionData<typeof action>();
  const { stripeConnect } = useLoaderData<typeof loader>();
  const confirm = actionData && "confirmEmail" in actionData ? actionData.confirmEmail : null;
  return (
    <>
      <PageHeading>Profile</PageHeading>
      <ProfileDialog>
        {confirm ? (
          <ConfirmUsernameChange
            question={`Are you sure you want to change your username from ${confirm.from} to ${confirm.to}?`}
            values={confirm.values}
            action="/profile"
            cancelTo="/profile"
          />
        ) : (
          <>
            <ProfileDetailsSection />
            <LogoSection />
            {stripeConnect ? <StripeConnectSection data={stripeConnect} returnTo="/profile" /> : null}
          </>
        )}
      </ProfileDialog>
    </>
  );
}

/** A native <dialog open> section without JavaScript; a real modal with it (Escape closes). */
function ProfileDialog({ children }: { children: React.ReactNode }) {
  const dialogRef = useModalDialog(CLOSE_TO);
  return (
    <dialog open ref={dialogRef} aria-labelledby="edit-profile-title" className="page-dialog profile-dialog">
      <Heading as="h1" size="6" mb="3" id="edit-profile-title">
        Edit Profile
      </Heading>
      {children}
    </dialog>
  );
}

function ProfileDetailsSection() {
  const { user, mayEditUsernameAndFeeType } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [form, fields] = useForm({
    id: "profile",
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
    defaultValue: { ...user, includeLogoURL: user.includeLogoURL ? "on" : undefined },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ProfileForm }),
  });
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";

  const onMore = (event: React.MouseEvent) => {
    event.preventDefault();
    window.setTimeout(() => navigate(MORE_TO), MORE_DELAY_MS);
  };

  return (
    <section aria-labelledby="profile-details-title" className="profile-section">
      <Heading as="h2" size="4" mb="2" id="profile-details-title" className="visually-hidden">
        Your details
      </Heading>
      <Form method="post" action="/profile" {...getFormProps(form)} noValidate>
        <FieldError id={form.errorId} errors={form.errors} />
        <div className="profile-grid">
          <TextInput field={fields.FirstName} label="First Name" autoComplete="given-name" />
          <TextInput field={fields.LastName} label="Last Name" autoComplete="family-name" />
          {mayEditUsernameAndFeeType ? (
            <TextInput field={fields.Email} label="Email" type="email" autoComplete="email" hint="Your username." />
          ) : (
            <ReadOnlyField
              className="read-only-input"
              id="profile-email"
              name={fields.Email.name}
              label="Email"
              value={user.Email}
              hint="Your username. Office staff can change it for you."
            />
          )}
          <TextInput field={fields.Phone} label="Primary Phone" autoComplete="tel" />
          <TextInput field={fields.MobilePhone} label="Mobile Phone" autoComplete="tel" />
          <TextInput field={fields.companyName} label="Company Name" autoComplete="organization" />
          <TextInput field={fields.website} label="Website" autoComplete="url" />
          <TextInput field={fields.coachingType} label="Coaching Type" />
          <TextInput field={fields.professionalPic} label="Professional Picture URL" />
          {mayEditUsernameAndFeeType ? (
            <AffiliateFeeTypeSelect field={fields.affiliateFeeType} className="native-select" />
          ) : (
            <ReadOnlyField
              className="read-only-input"
              id="profile-fee-type"
              label="Affiliate Fee Type"
              value={user.affiliateFeeType}
            />
          )}
          <ReadOnlyField className="read-only-input" id="profile-ctp" label="CTP Program" value={user.programInformation} />
        </div>
        <TextAreaField field={fields.biography} label="Biography" rows={4} />
        <TextAreaField field={fields.certsAndCredentials} label="Certifications and Credentials" rows={4} />
        <label className="checkbox-label field">
          <input
            type="checkbox"
            name={fields.includeLogoURL.name}
            id={fields.includeLogoURL.id}
            defaultChecked={user.includeLogoURL}
          />
          <Text size="2">Include my logo on emails</Text>
        </label>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <Button type="submit" name="intent" value="save" size="3" disabled={saving}>
            SAVE
          </Button>
          <Button asChild variant="soft" size="3">
            <Link to={MORE_TO} onClick={onMore}>
              MORE
            </Link>
          </Button>
          <Button asChild variant="soft" color="gray" size="3">
            <Link to={CLOSE_TO}>CANCEL</Link>
          </Button>
        </Flex>
      </Form>
    </section>
  );
}

function LogoSection() {
  const { user } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [tooLarge, setTooLarge] = useState(false);
  const serverError = actionData && "logoError" in actionData ? actionData.logoError : null;
  const error = tooLarge ? IMAGE_TOO_LARGE : serverError;

  // With JavaScript a file over the limit is refused before it is sent (the server checks it again).
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem("logo") as HTMLInputElement | null;
    const file = input?.files?.[0];
    const over = Boolean(file && file.size > IMAGE_MAX_BYTES);
    setTooLarge(over);
    if (over) event.preventDefault();
  };

  return (
    <section aria-labelledby="profile-logo-title" className="profile-section">
      <Heading as="h2" size="4" mb="2" id="profile-logo-title">
        Your Logo
      </Heading>
      {user.logoURL ? (
        <UserLogo logoURL={user.logoURL} userId={user.id} companyName={user.companyName} className="profile-logo" />
      ) : (
        <Text as="p" color="gray" mb="2">
          No logo yet.
        </Text>
      )}
      <Form method="post" action="/profile" encType="multipart/form-data" onSubmit={onSubmit}>
        <div className="field">
          <label htmlFor="profile-logo-file" className="field-label">
            Logo
          </label>
          <input
            id="profile-logo-file"
            type="file"
            name="logo"
            accept={IMAGE_ACCEPT}
            aria-describedby="profile-logo-hint"
            onChange={() => setTooLarge(false)}
          />
          <Text as="p" size="1" color="gray" id="profile-logo-hint" className="field-hint">
            PNG, JPEG, GIF or WebP, at most 800 KB.
          </Text>
          <FieldError id="profile-logo-error" errors={error ? [error] : undefined} />
        </div>
        <Button type="submit" name="intent" value="uploadLogo" variant="surface" size="2">
          UPLOAD LOGO
        </Button>
      </Form>
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
