import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AgreementDialog } from "~/features/agreements/agreement-dialog";
import { agreementAction, loadAgreementForm } from "~/features/agreements/agreement.server";
import agreementsStyles from "~/styles/agreements.css?url";

export const meta: MetaFunction = () => [{ title: "Cancel and Reissue Agreement · Coach Hub" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: agreementsStyles }];

/**
 * CANCEL AND REISSUE AGREEMENT (issue 13, docs/decisions/0171): the create form prefilled from the open
 * (Pending or Active) plan; SUBMIT terminates it and creates its successor (creationType Reissue).
 */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadAgreementForm(request, context, "reissue");
export const action = ({ request, context }: ActionFunctionArgs) => agreementAction(request, context, "reissue");

export default function ReissueAgreementDialog() {
  return <AgreementDialog data={useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
