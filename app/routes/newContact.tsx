import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireSession } from "~/auth/session.server";
import { ContactFormView } from "~/features/contact-form/contact-form";
import { contactFormAction, loadContactForm } from "~/features/contact-form/contact-form.server";
import type { ContactFormAnswer } from "~/features/contact-form/types";
import contactFormStyles from "~/styles/contact-form.css?url";

export const meta: MetaFunction = () => [{ title: "New Contact · Coach Hub" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: contactFormStyles }];

/** The empty contact form (spec §2); a save goes on to /viewContacts/{newId}. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireSession(request, context);
  return loadContactForm(request, auth, null);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireSession(request, context);
  return contactFormAction(request, auth, null);
}

export default function NewContactScreen() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ContactFormAnswer | undefined;
  return <ContactFormView data={data} answer={answer} headingAs="h1" />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
