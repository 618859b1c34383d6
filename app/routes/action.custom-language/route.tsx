import { parseWithZod } from "@conform-to/zod/v4";
import { sanitizeAgreementHtml } from "@domain/agreement-html";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Button } from "~/components/button";
import { Flex, Heading, Text } from "~/components/primitives";
import { useRef } from "react";
import { api, ApiError } from "~/api/index.server";
import { requireSession, type AuthedSession } from "~/auth/session.server";
import { redirectWithToast } from "~/auth/toast.server";
import { useModalDialog } from "~/components/use-modal-dialog";
import { fullName } from "~/lib/format";
import { unknownIntent } from "~/lib/responses";
import styles from "~/styles/agreement-templates.css?url";
import {
  applyIntent,
  couldNotSubmit,
  CustomLanguageForm,
  customLanguageTarget,
  parseIntent,
  SELECT_TEMPLATE,
  type WordingPair,
} from "~/features/custom-language/schema";
import { DialogActions } from "~/components/form-actions";

export const meta: MetaFunction = () => [{ title: "Create Custom Language · Coach Hub" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

const CLOSE_TO = "/action";

/** Role 2 or lower (an affiliate, or staff acting as one) asks; staff for themselves edit templates (spec §6). */
function requireRequester(auth: AuthedSession) {
  const target = customLanguageTarget(auth.user.userRole);
  if (target !== "/action/custom-language") throw redirect(target);
}

function requestContext(auth: AuthedSession) {
  const contact = auth.session.get("selectedContact") ?? null;
  return {
    affiliateName: fullName(auth.user.FirstName, auth.user.LastName) || auth.user.Email,
    contact: contact ? { id: contact.id, name: fullName(contact.firstName, contact.lastName) } : null,
  };
}

/** The modal of CREATE CUSTOM LANGUAGE: the templates offered to the affiliate, each rendered (sanitised). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireSession(request, context);
  requireRequester(auth);
  const templates = await api(auth).agreementTemplates.offeredTo(auth.user.id);
  const picked = Number(new URL(request.url).searchParams.get("templateId"));
  return {
    ...requestContext(auth),
    templates: templates.map((t) => ({
      templateId: t.templateId,
      displayName: t.displayName,
      html: sanitizeAgreementHtml(t.contentHTML),
    })),
    templateId: templates.some((t) => t.templateId === picked) ? picked : null,
  };
}

/**
 * SHOW TEMPLATE, ADD NEW ITEM and REMOVE re-render the modal with the pending pairs kept (hidden fields,
 * docs/decisions/0180); SUBMIT sends the request and redirects to /action with the promise as a toast.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireSession(request, context);
  requireRequester(auth);
  const form = await request.formData();
  const intent = parseIntent(form.get("intent"));
  if (!intent) throw unknownIntent();
  const submission = parseWithZod(form, { schema: CustomLanguageForm });
  if (submission.status !== "success") {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? "Invalid input";
    return data({ templateId: null, pending: [], typed: { oldText: "", newText: "" }, error: message }, { status: 400 });
  }
  const values = submission.value;
  const next = applyIntent(values, intent);
  const state = { templateId: values.templateId ?? null, ...next };
  if (next.error) return data(state, { status: 400 });
  if (intent.kind !== "submit") return data(state);

  const templateId = values.templateId!;
  const { affiliateName, contact } = requestContext(auth);
  const client = api(auth).agreementTemplates;
  try {
    const template = (await client.offeredTo(auth.user.id)).find((t) => t.templateId === templateId);
    if (!template) return data({ ...state, error: SELECT_TEMPLATE }, { status: 400 });
    const answer = await client.requestChange(templateId, {
      affiliateName,
      contactName: contact?.name ?? "",
      contactId: contact?.id ?? null,
      newClient: !contact,
      agreementTemplateId: templateId,
      agreementTemplateName: template.displayName,
      oldText: next.pending.map((p) => p.oldText),
      newText: next.pending.map((p) => p.newText),
    });
    return redirectWithToast(CLOSE_TO, { message: answer.message, type: "success" });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ ...state, typed: { oldText: "", newText: "" }, error: couldNotSubmit(error.message) }, { status: 400 });
  }
}

export default function CustomLanguageDialog() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const ref = useModalDialog(CLOSE_TO);
  const pickRef = useRef<HTMLButtonElement>(null);
  const templateId = actionData ? actionData.templateId : loaded.templateId;
  const pending: WordingPair[] = actionData?.pending ?? [];
  const typed = actionData?.typed ?? { oldText: "", newText: "" };
  const template = loaded.templates.find((t) => t.templateId === templateId) ?? null;
  const busy = navigation.state !== "idle";
  // New inputs after each answer, so a pair that was added leaves them empty.
  const version = JSON.stringify([templateId, pending, typed]);
  return (
    <dialog open ref={ref} className="page-dialog wide-dialog" aria-labelledby="custom-language-title">
      <Heading as="h2" size="5" mb="3" id="custom-language-title">
        Create Custom Language
      </Heading>
      <Text as="p" size="2">
        Affiliate: <strong>{loaded.affiliateName}</strong>
      </Text>
      <Text as="p" size="2" mb="3">
        Contact: <strong>{loaded.contact ? loaded.contact.name : "New client (no contact selected)"}</strong>
      </Text>
      <Form method="post" action="/action/custom-language" noValidate preventScrollReset aria-labelledby="custom-language-title">
        {actionData?.error ? (
          <Text as="p" size="2" color="red" role="alert" mb="2" className="field-error">
            {actionData.error}
          </Text>
        ) : null}
        <div className="field">
          <label htmlFor="custom-language-template" className="field-label">
            Template
          </label>
          <Flex gap="2" align="center" wrap="wrap">
            <select
              id="custom-language-template"
              name="templateId"
              defaultValue={templateId ?? ""}
              key={`template-${templateId ?? ""}`}
              className="agreement-select"
              onChange={(event) => event.currentTarget.form?.requestSubmit(pickRef.current)}
            >
              <option value="">Select a template</option>
              {loaded.templates.map((t) => (
                <option key={t.templateId} value={t.templateId}>
                  {t.displayName}
                </option>
              ))}
            </select>
            <Button ref={pickRef} type="submit" name="intent" value="pick" variant="soft" color="gray">
              SHOW TEMPLATE
            </Button>
          </Flex>
        </div>
        {template ? (
          <section
            aria-label={`Template: ${template.displayName}`}
            className="agreement-html"
            dangerouslySetInnerHTML={{ __html: template.html }}
          />
        ) : (
          <Text as="p" color="gray" role="note" mb="3">
            {SELECT_TEMPLATE}
          </Text>
        )}
        {pending.map((p, i) => (
          <span key={i} hidden>
            <input type="hidden" name={`pending[${i}].oldText`} value={p.oldText} />
            <input type="hidden" name={`pending[${i}].newText`} value={p.newText} />
          </span>
        ))}
        <div className="field wording-field" key={`old-${version}`}>
          <label htmlFor="custom-language-old" className="field-label">
            Old wording
          </label>
          <textarea id="custom-language-old" name="oldWording" rows={2} defaultValue={typed.oldText} />
        </div>
        <div className="field wording-field" key={`new-${version}`}>
          <label htmlFor="custom-language-new" className="field-label">
            New wording
          </label>
          <textarea id="custom-language-new" name="newWording" rows={2} defaultValue={typed.newText} />
        </div>
        <Button type="submit" name="intent" value="add" variant="soft" disabled={busy}>
          ADD NEW ITEM
        </Button>
        <Heading as="h3" size="3" mt="4" mb="2" id="pending-changes-title">
          PENDING CHANGES
        </Heading>
        {pending.length ? (
          <ol className="pending-changes" aria-labelledby="pending-changes-title">
            {pending.map((p, i) => (
              <li key={i}>
                <Text as="div" size="2">
                  Old wording: {p.oldText}
                </Text>
                <Text as="div" size="2">
                  New wording: {p.newText}
                </Text>
                <Button
                  type="submit"
                  name="intent"
                  value={`remove-${i}`}
                  size="1"
                  variant="ghost"
                  color="red"
                  aria-label={`Remove change ${i + 1}`}
                >
                  REMOVE
                </Button>
              </li>
            ))}
          </ol>
        ) : (
          <Text as="p" size="2" color="gray">
            No changes yet.
          </Text>
        )}
        <DialogActions closeTo={CLOSE_TO}>
          <Button type="submit" name="intent" value="submit" size="3" disabled={pending.length === 0 || busy}>
            SUBMIT
          </Button>
        </DialogActions>
      </Form>
    </dialog>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
