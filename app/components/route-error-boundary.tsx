import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { Callout, Heading, Text } from "@radix-ui/themes";
import { MAINTENANCE_MESSAGE } from "~/components/shell/maintenance";

/** What an error status means to the user. */
export function describeError(error: unknown): { status: number; title: string; detail: string } {
  if (isRouteErrorResponse(error)) {
    switch (error.status) {
      case 404:
        return { status: 404, title: "Page not found", detail: "The page you asked for does not exist." };
      case 403:
        return { status: 403, title: "Access denied", detail: "You do not have access to this page." };
      case 503:
        return { status: 503, title: "Maintenance", detail: MAINTENANCE_MESSAGE };
      default: {
        const detail = typeof error.data === "string" && error.data ? error.data : error.statusText;
        return { status: error.status, title: "Something went wrong", detail: detail || "Please try again." };
      }
    }
  }
  return { status: 500, title: "Something went wrong", detail: "An unexpected error occurred. Please try again." };
}

/**
 * A route's error boundary: rendered inside the root's shell (top bar and navigation stay), so the user
 * can go elsewhere. Routes export it as `ErrorBoundary`.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { status, title, detail } = describeError(error);
  if (status === 503) {
    return (
      <Text as="p" role="alert" size="4">
        {MAINTENANCE_MESSAGE}
      </Text>
    );
  }
  return (
    <section className="error-page">
      <Heading as="h1" size="7" mb="3">
        {title}
      </Heading>
      <Callout.Root color="red" role="alert">
        <Callout.Text>{detail}</Callout.Text>
      </Callout.Root>
      <Text as="p" mt="4">
        <Link to="/home">Go to the home page</Link>
      </Text>
    </section>
  );
}
