import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Flex, Text } from "~/components/primitives";
import { affiliateChoices, choiceOf } from "~/api/affiliate-choices.server";
import { api } from "~/api/index.server";
import { allInOrder } from "~/lib/all-in-order";
import { requireTemplateStaff } from "~/features/agreement-templates/staff.server";
import { PageHeading } from "~/components/page-heading";
import { formatDate } from "~/lib/format";
import styles from "~/styles/agreement-templates.css?url";

export const meta: MetaFunction = () => [{ title: "Agreement Templates · Coach Hub" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireTemplateStaff(request, context);
  const client = api(auth);
  const [templates, affiliates] = await allInOrder([client.agreementTemplates.all(), affiliateChoices(client)]);
  return {
    templates: templates.map((t) => ({
      ...t,
      offeredTo: t.affiliateId === null ? "Every affiliate" : choiceOf(affiliates, t.affiliateId).name,
    })),
  };
}

/** The coaching agreement template editor's list (staff, docs/decisions/0181). */
export default function AgreementTemplates() {
  const { templates } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading>Agreement Templates</PageHeading>
      <Flex gap="3" mb="4" wrap="wrap">
        <Link to="/agreementTemplates/new" className="button-link">
          NEW TEMPLATE
        </Link>
        <Link to="/agreementTemplates/requests" className="button-link">
          CUSTOM LANGUAGE REQUESTS
        </Link>
      </Flex>
      {templates.length ? (
        <table className="template-table">
          <thead>
            <tr>
              <th scope="col">Display Name</th>
              <th scope="col">Offered</th>
              <th scope="col">Affiliate</th>
              <th scope="col">Last Updated</th>
            </tr>
          </thead>
          <tbody>
            {templates.map((t) => (
              <tr key={t.templateId}>
                <td>
                  <Link to={`/agreementTemplates/${t.templateId}`}>{t.displayName}</Link>
                </td>
                <td>{t.isActive ? "Yes" : "No"}</td>
                <td>{t.offeredTo}</td>
                <td>{formatDate(t.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <Text as="p">No templates yet.</Text>
      )}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
