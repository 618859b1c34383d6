import { isRouteErrorResponse, Link, useLocation, useParams, useRouteError, type Params } from "@remix-run/react";
import { Callout, Heading, Text } from "~/components/primitives";
import type { ReactElement, ReactNode } from "react";
import { MAINTENANCE_MESSAGE } from "~/components/shell/maintenance";
import { SERVICE_UNAVAILABLE_MESSAGE, SERVICE_UNAVAILABLE_TITLE } from "~/lib/responses";

/** A thrown Response as the boundary sees it: its status and the text it carried ("Contact 123 not found"). */
export interface ErrorAnswer {
  status: number;
  message: string | null;
}

export type StatusHandler = (info: { error: ErrorAnswer; params: Params }) => ReactElement | null;

/** The text a thrown Response carried: a string body, or a JSON body's `message`. */
function messageOf(data: unknown): string | null {
  if (typeof data === "string") return data.trim() || null;
  if (data && typeof data === "object" && typeof (data as { message?: unknown }).message === "string") {
    return (data as { message: string }).message.trim() || null;
  }
  return null;
}

/** A thrown Response as an ErrorAnswer; null for anything else (an unexpected error). */
export function answerOf(error: unknown): ErrorAnswer | null {
  return isRouteErrorResponse(error) ? { status: error.status, message: messageOf(error.data) } : null;
}

/** What an error means to the user: the heading, and the detail (the thrown message when there is one). */
export function describeAnswer(answer: ErrorAnswer | null): { status: number; title: string; detail: string } {
  if (!answer) return { status: 500, title: "Something went wrong", detail: "An unexpected error occurred. Please try again." };
  const { status, message } = answer;
  switch (status) {
    case 404:
      return { status, title: "Page not found", detail: message ?? "The page you asked for does not exist." };
    case 403:
      return { status, title: "Access denied", detail: message ?? "You do not have access to this page." };
    case 503:
      // The maintenance switch says so; any other 503 is the backend's outage (docs/decisions/0343).
      return message === MAINTENANCE_MESSAGE
        ? { status, title: "Maintenance", detail: MAINTENANCE_MESSAGE }
        : { status, title: SERVICE_UNAVAILABLE_TITLE, detail: SERVICE_UNAVAILABLE_MESSAGE };
    default:
      return { status, title: "Something went wrong", detail: message ?? "Please try again." };
  }
}

export const describeError = (error: unknown) => describeAnswer(answerOf(error));

/** The error page: a heading, the alert, and a last line (by default, the way home). */
function ErrorPage({ title, detail, lastLine }: { title: string; detail: string; lastLine?: ReactNode }) {
  return (
    <section className="error-page">
      <Heading as="h1" size="7" mb="3">
        {title}
      </Heading>
      <Callout.Root color="red" role="alert">
        <Callout.Text>{detail}</Callout.Text>
      </Callout.Root>
      <Text as="p" mt="4">
        {lastLine ?? <Link to="/home">Go to the home page</Link>}
      </Text>
    </section>
  );
}

/**
 * The backend is unreachable, too slow or answered 503 (docs/decisions/0343): the same page on every screen,
 * with a link that asks again for the page that failed (a plain link: it works without JavaScript).
 */
export function ServiceUnavailablePage() {
  const { pathname, search } = useLocation();
  return (
    <ErrorPage
      title={SERVICE_UNAVAILABLE_TITLE}
      detail={SERVICE_UNAVAILABLE_MESSAGE}
      lastLine={<a href={pathname + search}>Try again</a>}
    />
  );
}

/** The shell stays (the root's top bar and navigation): the user can go elsewhere. */
const describedPage: StatusHandler = ({ error }) => <ErrorPage {...describeAnswer(error)} />;

const STANDARD_HANDLERS: Record<number, StatusHandler> = {
  503: ({ error }) =>
    error.message === MAINTENANCE_MESSAGE ? (
      <Text as="p" role="alert" size="4">
        {MAINTENANCE_MESSAGE}
      </Text>
    ) : (
      <ServiceUnavailablePage />
    ),
};

/**
 * A route's error boundary, as in the Epic Stack (docs/decisions/0095): a thrown Response goes to the
 * handler of its status (`statusHandlers` over the standard ones: 503 is the maintenance notice, or the backend's outage), else to
 * `defaultStatusHandler` (a page saying what went wrong: 'Access denied', 'Page not found' with what was
 * not found); anything else is an unexpected error, logged and shown without its details.
 */
export function GeneralErrorBoundary({
  statusHandlers,
  defaultStatusHandler = describedPage,
  unexpectedErrorHandler = () => <ErrorPage {...describeAnswer(null)} />,
}: {
  statusHandlers?: Record<number, StatusHandler>;
  defaultStatusHandler?: StatusHandler;
  unexpectedErrorHandler?: (error: unknown) => ReactElement | null;
}) {
  const error = useRouteError();
  const params = useParams();
  const answer = answerOf(error);
  if (answer) {
    const handler = { ...STANDARD_HANDLERS, ...statusHandlers }[answer.status] ?? defaultStatusHandler;
    return handler({ error: answer, params });
  }
  console.error(error);
  return unexpectedErrorHandler(error);
}

/** What every route exports as `ErrorBoundary` unless it needs its own handlers. */
export function RouteErrorBoundary() {
  return <GeneralErrorBoundary />;
}
