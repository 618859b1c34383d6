import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { actionPlanAction, actionPlanLoader } from "~/features/plan-changes/plan-changes.server";

/** /action: the pause dialog for the selected contact's open plan (app/features/plan-changes, docs/decisions/0164). */
export const meta: MetaFunction = () => [{ title: "Pause Billing Plan · Coach Hub" }];
export const loader = (args: LoaderFunctionArgs) => actionPlanLoader(args, "pause");
export const action = (args: ActionFunctionArgs) => actionPlanAction(args, "pause");
export { PlanChangeDialog as default } from "~/features/plan-changes/dialogs";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
