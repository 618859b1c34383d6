import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { Button } from "~/components/button";
import { Flex, Heading, Text } from "~/components/primitives";
import { api, ApiError } from "~/api/index.server";
import { redirectWithToast } from "~/auth/toast.server";
import { requireTemplateStaff } from "~/features/agreement-templates/staff.server";
import { PageHeading } from "~/components/page-heading";
import { useModalDialog } from "~/components/use-modal-dialog";
import { formatDate } from "~/lib/format";
import { invariantResponse, unknownIntent } from "~/lib/responses";
import styles from "~/styles/agreement-templates.css?url";
import { confirmQuestion, decisionFailed, parseConfirm, type Decision } from "./schema";

export const meta: MetaFunction = () => [{ title: "Custom Language Requests · Coach Hub" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

const HERE = "/agreementTemplates/requests";

/** The Submitted custom-language requests with their pairs; `?confirm=` opens a confirmation (docs/decisions/0181). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireTemplateStaff(request, context);
  const requests = await api(auth).agreementTemplates.requests("Submitted");
  const confirm = parseConfirm(new URL(request.url).searchParams.get("confirm"));
  const confirming = confirm && requests.some((r) => r.requestId === confirm.requestId) ? confirm : null;
  return data({ requests, confirming });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireTemplateStaff(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent !== "approve" && intent !== "decline") throw unknownIntent();
  const requestId = Number(form.get("requestId"));
  invariantResponse(Number.isInteger(requestId) && requestId > 0, "Invalid requestId");
  try {
    const answer = await api(auth).agreementTemplates.decide(requestId, intent);
    return redirectWithToast(HERE, { message: answer.message, type: "success" });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return redirectWithToast(HERE, { message: decisionFailed(intent, error.message), type: "error" });
  }
}

export default function CustomLanguageRequests() {
  const { requests, confirming } = useLoaderData<typeof loader>();
  const subject = confirming ? requests.find((r) => r.requestId === confirming.requestId) : undefined;
  return (
    <>
      <PageHeading>Custom Language Requests</PageHeading>
      <Flex gap="3" mb="4">
        <Link to="/agreementTemplates" className="button-link button-link-gray">
          AGREEMENT TEMPLATES
        </Link>
      </Flex>
      {confirming && subject ? (
        <ConfirmDecision decision={confirming.decision} requestId={subject.requestId} label={requestLabel(subject)} />
      ) : null}
      {requests.length === 0 ? <Text as="p">No pending requests.</Text> : null}
      {requests.map((r) => (
        <section key={r.requestId} className="action-section" aria-labelledby={`request-${r.requestId}`}>
          <Heading as="h2" size="4" mb="2" id={`request-${r.requestId}`}>
            {requestLabel(r)}
          </Heading>
          <Text as="p" size="2" color="gray" mb="2">
            Affiliate: {r.affiliateName || `#${r.affiliateId}`} · Template: {r.agreementTemplateName} · Requested{" "}
            {formatDate(r.createdAt)}
          </Text>
          <table className="template-table">
            <thead>
              <tr>
                <th scope="col">Old wording</th>
                <th scope="col">New wording</th>
              </tr>
            </thead>
            <tbody>
              {r.oldText.map((old, i) => (
                <tr key={i}>
                  <td>{old}</td>
                  <td>{r.newText[i]}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Flex gap="3" mt="3">
            <Link to={`${HERE}?confirm=approve-${r.requestId}`} className="button-link" preventScrollReset>
              APPROVE
            </Link>
            <Link to={`${HERE}?confirm=decline-${r.requestId}`} className="button-link button-link-gray" preventScrollReset>
              DECLINE
            </Link>
          </Flex>
        </section>
      ))}
    </>
  );
}

function requestLabel(r: { contactName: string; newClient: boolean; requestId: number }) {
  return `Request ${r.requestId}: ${r.contactName || (r.newClient ? "New client" : "Client not named")}`;
}

/** The confirmation step: a URL (`?confirm=`) rendered as a dialog, so APPROVE / DECLINE work without JS. */
function ConfirmDecision({ decision, requestId, label }: { decision: Decision; requestId: number; label: string }) {
  const ref = useModalDialog(HERE);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <dialog open ref={ref} className="page-dialog" aria-labelledby="confirm-decision-title">
      <Heading as="h2" size="5" mb="2" id="confirm-decision-title">
        {confirmQuestion(decision)}
      </Heading>
      <Text as="p" mb="3">
        {label}
      </Text>
      <Form method="post" action={HERE}>
        <input type="hidden" name="requestId" value={requestId} />
        <Flex gap="3" justify="end">
          <Button
            type="submit"
            name="intent"
            value={decision}
            size="3"
            color={decision === "decline" ? "red" : undefined}
            disabled={busy}
          >
            {decision === "approve" ? "APPROVE" : "DECLINE"}
          </Button>
          <Link to={HERE} className="button-link button-link-gray" preventScrollReset>
            CANCEL
          </Link>
        </Flex>
      </Form>
    </dialog>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
