import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import agreementsStyles from "~/styles/agreements.css?url";
import { AgreementDialog } from "~/features/agreements/agreement-dialog";
import { agreementAction, loadAgreementForm } from "~/features/agreements/agreement.server";

export const meta: MetaFunction = () => [{ title: "Create Agreement · Coach Hub" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: agreementsStyles }];

/** CREATE AGREEMENT (issue 13, docs/decisions/0171): a new Pending plan for the selected contact. */
export const loader = ({ request, context }: LoaderFunctionArgs) => loadAgreementForm(request, context, "create");
export const action = ({ request, context }: ActionFunctionArgs) => agreementAction(request, context, "create");

export default function CreateAgreementDialog() {
  return <AgreementDialog data={useLoaderData<typeof loader>()} actionData={useActionData<typeof action>()} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
