import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireSession } from "~/auth/session.server";
import { ContactFormView } from "~/features/contact-form/contact-form";
import { contactFormAction, loadContactForm } from "~/features/contact-form/contact-form.server";
import type { ContactFormAnswer } from "~/features/contact-form/types";
import { requireIdParam } from "~/lib/route-params";
import contactFormStyles from "~/styles/contact-form.css?url";

export const meta: MetaFunction = () => [{ title: "Contact · Coach Hub" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: contactFormStyles }];

/** An existing contact's form, at the top of /viewContacts (spec §2). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const auth = await requireSession(request, context);
  return loadContactForm(request, auth, requireIdParam(params, "contactId"));
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const auth = await requireSession(request, context);
  return contactFormAction(request, auth, requireIdParam(params, "contactId"));
}

export default function ContactScreen() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ContactFormAnswer | undefined;
  return <ContactFormView data={data} answer={answer} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
