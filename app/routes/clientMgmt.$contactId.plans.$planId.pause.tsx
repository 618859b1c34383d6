import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { clientPlanAction, clientPlanLoader } from "~/features/plan-changes/plan-changes.server";

/** Client details: the pause dialog of one plan (app/features/plan-changes, docs/decisions/0164). */
export const meta: MetaFunction = () => [{ title: "Pause Billing Plan · Coach Hub" }];
export const loader = (args: LoaderFunctionArgs) => clientPlanLoader(args, "pause");
export const action = (args: ActionFunctionArgs) => clientPlanAction(args, "pause");
export { PlanChangeDialog as default } from "~/features/plan-changes/dialogs";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
