import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Callout } from "~/components/primitives";
import { api, ApiError, apiErrorResponse } from "~/api/index.server";
import { requireSession } from "~/auth/session.server";
import { LibraryTree } from "./library-tree";
import { PageHeading } from "~/components/page-heading";
import { canOpenLibrary } from "~/lib/library-access";
import { forbidden } from "~/lib/responses";

export const meta: MetaFunction = () => [{ title: "Library · Coach Hub" }];

/** Only with the logged-in user's canAccessDocs (spec §6, docs/decisions/0098); others get the 403 page inside the shell. ?open=1,4 opens folders. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireSession(request, context);
  if (!canOpenLibrary(auth.sysUser)) throw forbidden("You do not have access to the library.");
  const openIds = (new URL(request.url).searchParams.get("open") ?? "")
    .split(",")
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  try {
    return { items: await api(auth).library.tree(), openIds, error: null };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 403) throw apiErrorResponse(error);
    return { items: [], openIds, error: `Failed to load the library --- error: ${error.message}` };
  }
}

export default function Library() {
  const { items, openIds, error } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading>Library</PageHeading>
      {error ? (
        <Callout.Root color="red" role="alert" mb="3">
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
      ) : null}
      <LibraryTree items={items} openIds={new Set(openIds)} />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
