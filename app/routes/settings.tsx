import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireSession } from "~/auth/session.server";
import { PageHeading } from "~/components/page-heading";
import { canSeeSettings } from "~/lib/roles";

export const meta: MetaFunction = () => [{ title: "Settings · Coach Hub" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { sysUser } = await requireSession(request);
  return { staff: canSeeSettings(sysUser.userRole) };
}

/** Role 2 or lower: 'Settings Coming Soon'. Staff: the heading (notifications and users come later). */
export default function Settings() {
  const { staff } = useLoaderData<typeof loader>();
  return <PageHeading>{staff ? "Settings" : "Settings Coming Soon"}</PageHeading>;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
