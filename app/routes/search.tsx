import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requestHost } from "~/auth/origin";
import { requireSession } from "~/auth/session.server";
import { redirectWithToast } from "~/auth/toast.server";
import { PageHeading } from "~/components/page-heading";

export const meta: MetaFunction = () => [{ title: "Search · Coach Hub" }];

export const SEARCH_MIN_MESSAGE = "Need at least 2 letters to Search...";

/** The top bar's search box lands here (GET ?q=). The results grid comes with a later issue. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireSession(request);
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim();
  if (q.length < 2) {
    throw await redirectWithToast(backTo(request), { message: SEARCH_MIN_MESSAGE, type: "info" });
  }
  return { q };
}

/** Back to the page the search was typed on (same host only), else home. */
function backTo(request: Request): string {
  const referer = request.headers.get("referer");
  if (!referer) return "/home";
  try {
    const url = new URL(referer);
    if (url.host !== requestHost(request) || url.pathname === "/search") return "/home";
    return url.pathname + url.search;
  } catch {
    return "/home";
  }
}

export default function Search() {
  useLoaderData<typeof loader>();
  return <PageHeading>Search</PageHeading>;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
