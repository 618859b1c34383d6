import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { clientPlanAction, clientPlanLoader } from "~/features/plan-changes/plan-changes.server";

/** Client details: the unpause dialog of one plan (app/features/plan-changes, docs/decisions/0164). */
export const meta: MetaFunction = () => [{ title: "Unpause Billing Plan · Coach Hub" }];
export const loader = (args: LoaderFunctionArgs) => clientPlanLoader(args, "unpause");
export const action = (args: ActionFunctionArgs) => clientPlanAction(args, "unpause");
export { PlanChangeDialog as default } from "~/features/plan-changes/dialogs";
export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
