import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  type AppLoadContext,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Flex, Text } from "~/components/primitives";
import { api, ApiError } from "~/api/index.server";
import type { ClientRequest } from "~/api/client-requests.server";
import type { DecisionView } from "~/features/client-requests/decision";
import { DecisionDialog } from "~/features/client-requests/decision-dialog";
import { requireSession } from "~/auth/session.server";
import { redirectWithToast } from "~/auth/toast.server";
import { PageHeading } from "~/components/page-heading";
import { formatDate, formatMoney, formatMoneyIn } from "~/lib/format";
import { invariantResponse, unknownIntent } from "~/lib/responses";
import { isStaff } from "~/lib/roles";
import styles from "~/styles/agreement-templates.css?url";

export const meta: MetaFunction = () => [{ title: "Client Requests · Coach Hub" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

const HERE = "/clientRequests";
const STATUSES = ["Submitted", "Done", "Rejected"] as const;
type Status = (typeof STATUSES)[number];

export const decisionFailed = (decision: "accept" | "reject", message: string) => `Could not ${decision} the request: ${message}`;

/** Staff only (docs/decisions/0206); others go to /action. */
async function requireStaff(request: Request, context: AppLoadContext) {
  const auth = await requireSession(request, context);
  if (!isStaff(auth.sysUser.userRole)) throw redirect("/action");
  return auth;
}

/** The client requests of one status (`?status=`, Submitted by default), newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireStaff(request, context);
  const asked = new URL(request.url).searchParams.get("status");
  const status: Status = STATUSES.find((s) => s === asked) ?? "Submitted";
  const requests = await api(auth).clientRequests.list(status);
  return data({ status, requests, decision: status === "Submitted" ? decisionAsked(request, requests) : null });
}

/** `?decide=accept|reject&request={id}`: the confirmation of one Submitted request, when it is still listed. */
function decisionAsked(request: Request, requests: ClientRequest[]): DecisionView | null {
  const search = new URL(request.url).searchParams;
  const decision = search.get("decide");
  if (decision !== "accept" && decision !== "reject") return null;
  const asked = requests.find((r) => String(r.requestId) === search.get("request"));
  if (!asked) return null;
  const { requestId, clientName, actionRequesting, invoiceMonth, invoiceYear } = asked;
  return { decision, requestId, clientName, actionRequesting, invoiceMonth, invoiceYear, closeTo: HERE };
}

/** Yes to ACCEPT or REJECT of one request: the backend applies it to the invoice; its refusal is the toast. */
export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireStaff(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent !== "accept" && intent !== "reject") throw unknownIntent();
  const requestId = Number(form.get("requestId"));
  invariantResponse(Number.isInteger(requestId) && requestId > 0, "Invalid requestId");
  try {
    const answer = await api(auth).clientRequests.decide(requestId, intent);
    return redirectWithToast(HERE, { message: answer.message, type: "success" });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return redirectWithToast(HERE, { message: decisionFailed(intent, error.message), type: "error" });
  }
}

export default function ClientRequests() {
  const { status, requests, decision } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading>Client Requests</PageHeading>
      {decision ? <DecisionDialog v={decision} /> : null}
      <nav aria-label="Request status">
        <Flex gap="3" mb="4" wrap="wrap">
          {STATUSES.map((s) => (
            <Link
              key={s}
              to={`${HERE}?status=${s}`}
              className={s === status ? "button-link" : "button-link button-link-gray"}
              aria-current={s === status ? "page" : undefined}
            >
              {s}
            </Link>
          ))}
        </Flex>
      </nav>
      {requests.length === 0 ? (
        <Text as="p">No {status.toLowerCase()} requests.</Text>
      ) : (
        <table className="template-table">
          <caption className="visually-hidden">{status} client requests</caption>
          <thead>
            <tr>
              <th scope="col">Requested</th>
              <th scope="col">Affiliate</th>
              <th scope="col">Client Name</th>
              <th scope="col">Invoice</th>
              <th scope="col">Invoice Amount</th>
              <th scope="col">Action Requesting</th>
              <th scope="col">Detailed Explanation</th>
              {status === "Submitted" ? <th scope="col">Decision</th> : <th scope="col">Status</th>}
            </tr>
          </thead>
          <tbody>
            {requests.map((r) => (
              <tr key={r.requestId}>
                <td>{formatDate(r.createdAt)}</td>
                <td>{r.affiliateName}</td>
                <td>{r.clientName}</td>
                <td>
                  {r.invoiceMonth} {r.invoiceYear}
                  <br />
                  {r.invoice ? (
                    <Text size="1" color="gray">
                      {r.invoice.invoiceNumber} {r.invoice.invoiceName} · {r.invoice.invoiceStatus} ·{" "}
                      {formatMoneyIn(r.invoice.invoiceTotal, r.invoice.chargeCurrency)}
                    </Text>
                  ) : (
                    <Text size="1" color="gray">
                      No invoice found yet
                    </Text>
                  )}
                </td>
                <td>{formatMoney(r.invoiceAmount)}</td>
                <td>{r.actionRequesting}</td>
                <td>{r.detailedExplanation}</td>
                <td>
                  {status === "Submitted" ? (
                    <Flex gap="2" wrap="wrap">
                      {(["accept", "reject"] as const).map((decision) => (
                        <Link
                          key={decision}
                          to={`${HERE}?decide=${decision}&request=${r.requestId}`}
                          id={`${decision}-${r.requestId}`}
                          className={decision === "accept" ? "button-link" : "button-link button-link-gray"}
                          aria-label={`${decision.toUpperCase()} request ${r.requestId} (${r.clientName})`}
                          preventScrollReset
                        >
                          {decision.toUpperCase()}
                        </Link>
                      ))}
                    </Flex>
                  ) : (
                    r.status
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
