import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { actionPlanAction, actionPlanLoader } from "~/features/plan-changes/plan-changes.server";

/** /action: the unpause dialog for the selected contact's open plan (app/features/plan-changes, docs/decisions/0164). */
export const meta: MetaFunction = () => [{ title: "Unpause Billing Plan · Coach Hub" }];
export const loader = (args: LoaderFunctionArgs) => actionPlanLoader(args, "unpause");
export const action = (args: ActionFunctionArgs) => actionPlanAction(args, "unpause");
export { PlanChangeDialog as default } from "~/features/plan-changes/dialogs";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
