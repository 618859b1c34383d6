import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Callout, Card, Text } from "~/components/primitives";
import { api, ApiError } from "~/api/index.server";
import { requireSession } from "~/auth/session.server";
import { PageHeading } from "~/components/page-heading";
import { formatMoney, fullName } from "~/lib/format";

export const meta: MetaFunction = () => [{ title: "Affiliation · Coach Hub" }];

/** The affiliate's progress toward the next affiliation tier (ADR 0050); the impersonated one's for staff. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireSession(request, context);
  const { user } = auth;
  const name = fullName(user.FirstName, user.LastName);
  try {
    return { name, progress: await api(auth).affiliation.progress(user.id), error: null };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { name, progress: null, error: `Failed to Get Affiliation Progress --- error: ${error.message}` };
  }
}

export default function Affiliation() {
  const { name, progress, error } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading>Affiliation</PageHeading>
      {error ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
      ) : null}
      {progress ? (
        <Card size="3" className="affiliation-card">
          <label htmlFor="affiliation-progress" className="field-label">
            Progress toward the next affiliation tier{name ? ` (${name})` : ""}
          </label>
          <div className="affiliation-bar">
            <progress id="affiliation-progress" max={100} value={progress.percent} aria-describedby="affiliation-detail">
              {progress.percent}%
            </progress>
            <Text size="5" weight="bold" aria-hidden="true">
              {progress.percent}%
            </Text>
          </div>
          {progress.paidRevenue != null && progress.threshold != null ? (
            <Text as="p" size="2" color="gray" id="affiliation-detail" mt="2">
              Paid client revenue in the last 12 months: {formatMoney(progress.paidRevenue)} of {formatMoney(progress.threshold)}.
            </Text>
          ) : null}
        </Card>
      ) : null}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
