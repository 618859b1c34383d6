import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, Outlet, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/button";
import { Flex, Heading, Text } from "~/components/primitives";
import { api } from "~/api/index.server";
import { openPlanOf } from "~/api/billing-plans.server";
import { currentSelectedContact, unselectContact } from "~/auth/selected-contact.server";
import { requireSession } from "~/auth/session.server";
import { ContactSearchForm } from "~/components/contact-search-form";
import { PageHeading } from "~/components/page-heading";
import { fullName } from "~/lib/format";
import { infoPacketBlocked } from "~/features/info-packets/schema";
import { SELECT_CONTACT_FIRST } from "~/lib/messages";
import { createAgreementBlock, reissueBlock } from "~/features/agreements/conditions";
import { resendState } from "~/features/agreements/resend-schema";
import { unknownIntent } from "~/lib/responses";
import { isStaff } from "~/lib/roles";
import {
  clientDetailsBlocked,
  clientRequestBlocked,
  manualInvoiceBlocked,
  pauseButton,
  terminateBlocked,
  type ActionContext,
} from "~/features/plan-changes/action-conditions";
import { customLanguageTarget } from "~/features/custom-language/schema";
import contactsStyles from "~/styles/contacts.css?url";

export const meta: MetaFunction = () => [{ title: "Take an Action · Coach Hub" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: contactsStyles }];

/**
 * The selected contact (read fresh, dropped when it is gone), its open billing plan (Pending, Active or
 * Paused; the billing buttons' conditions read it) and whether the staff user is impersonating.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireSession(request, context);
  const { contact, setCookie } = await currentSelectedContact(request, auth);
  const plans = contact ? await api(auth).billingPlans.list(contact.id, contact.affiliateID) : [];
  return data(
    {
      selected: contact,
      impersonating: auth.user.id !== auth.sysUser.id,
      userId: auth.user.id,
      openPlan: openPlanOf(plans),
      role: auth.user.userRole,
      /** Staff answer client requests at /clientRequests (docs/decisions/0206). */
      answersRequests: isStaff(auth.sysUser.userRole),
      /** Staff preview the next billing run at /billing/preview (docs/decisions/0224). */
      previewsBilling: isStaff(auth.sysUser.userRole),
      // CREATE CUSTOM LANGUAGE: the request modal for role 2 or lower, the template editor for staff (spec §6).
      customLanguageTo: customLanguageTarget(auth.user.userRole),
    },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireSession(request, context);
  const form = await request.formData();
  switch (form.get("intent")) {
    case "unselect":
      return unselectContact(request, auth, "/action");
    default:
      throw unknownIntent();
  }
}

/**
 * Take an Action (billing spec §2 "Actions page"). This issue makes Contacts, Marketing and My Profile
 * work; a button whose condition fails is disabled with its reason as visible helper text
 * (docs/decisions/0079). The billing sections come with a later issue. Modals (the information packet)
 * render in the Outlet.
 */
export default function TakeAnAction() {
  const { selected, impersonating, userId, openPlan, customLanguageTo } = useLoaderData<typeof loader>();
  const packetBlocked = infoPacketBlocked(impersonating, Boolean(selected));
  const agreementContext = { impersonating, userId, selected, openPlan };
  const createBlocked = createAgreementBlock(agreementContext);
  const reissueBlocked = reissueBlock(agreementContext);
  const resend = resendState(Boolean(selected), openPlan);
  return (
    <>
      <PageHeading>Take an Action</PageHeading>
      {selected ? (
        <div className="selected-contact" role="region" aria-label="Selected Contact">
          <Text size="4">
            Selected Contact: <strong>{fullName(selected.firstName, selected.lastName)}</strong>
            {selected.email ? <> ({selected.email})</> : null}
          </Text>
          <Form method="post" action="/action">
            <Button type="submit" name="intent" value="unselect" variant="soft" color="gray">
              Unselect Contact
            </Button>
          </Form>
        </div>
      ) : (
        <ContactSearchForm
          id="action-contact-search"
          label="Contact Search"
          placeholder="Contact Search"
          className="search-box action-search"
          visibleLabel
        />
      )}
      <Outlet />
      <div className="action-sections">
        <Section title="Contacts">
          <Link to="/newContact" className="button-link">
            CREATE CONTACT
          </Link>
          {selected ? (
            <Link to={`/viewContacts/${selected.id}`} className="button-link">
              EDIT CONTACT
            </Link>
          ) : (
            <DisabledAction label="EDIT CONTACT" reason={SELECT_CONTACT_FIRST} id="edit-contact-reason" />
          )}
        </Section>
        <Section title="Client Agreements">
          {createBlocked ? (
            <DisabledAction label="CREATE AGREEMENT" reason={createBlocked} id="create-agreement-reason" />
          ) : (
            <Link to="/action/create-agreement" className="button-link" preventScrollReset>
              CREATE AGREEMENT
            </Link>
          )}
          {reissueBlocked ? (
            <DisabledAction label="CANCEL AND REISSUE AGREEMENT" reason={reissueBlocked} id="reissue-reason" />
          ) : (
            <Link to="/action/reissue" className="button-link" preventScrollReset>
              CANCEL AND REISSUE AGREEMENT
            </Link>
          )}
          {resend.reason === null ? (
            <Link to="/action/resend-agreement" className="button-link" preventScrollReset>
              {resend.label}
            </Link>
          ) : (
            <DisabledAction label={resend.label} reason={resend.reason} id="resend-agreement-reason" />
          )}
          <Link to={customLanguageTo} className="button-link" preventScrollReset>
            CREATE CUSTOM LANGUAGE
          </Link>
        </Section>
        <Section title="Tools">
          <Link to="/action/fee-calculator" className="button-link" preventScrollReset>
            FEE CALCULATOR
          </Link>
        </Section>
        <Section title="Marketing">
          {packetBlocked ? (
            <DisabledAction label="SEND INFORMATION PACKET" reason={SELECT_CONTACT_FIRST} id="info-packet-reason" />
          ) : (
            <Link to="/action/info-packet" className="button-link" preventScrollReset>
              SEND INFORMATION PACKET
            </Link>
          )}
        </Section>
        <Section title="Client Management">
          <ClientManagementButtons />
        </Section>
        <Section title="My Profile">
          <Link to="/profile" className="button-link">
            MODIFY PROFILE
          </Link>
          <Link to="/profile#profile-logo-title" className="button-link">
            ADD/EDIT LOGO
          </Link>
        </Section>
      </div>
    </>
  );
}

/**
 * PAUSE or UNPAUSE AGREEMENT, TERMINATE AGREEMENT, REQUEST MANUAL INVOICE, CLIENT DETAILS, VOID INVOICE /
 * PAUSE AUTO-PAY (spec §2 order, §6 conditions).
 */
function ClientManagementButtons() {
  const { selected, impersonating, openPlan, role, answersRequests, previewsBilling } = useLoaderData<typeof loader>();
  const ctx: ActionContext = {
    hasContact: Boolean(selected),
    impersonating,
    plan: openPlan,
    role,
    clientStatus: selected?.clientStatus,
  };
  const pause = pauseButton(ctx);
  const buttons = [
    { label: pause.label, to: pause.to, reason: pause.reason, id: "pause-agreement-reason" },
    { label: "TERMINATE AGREEMENT", to: "/action/terminate", reason: terminateBlocked(ctx), id: "terminate-agreement-reason" },
    {
      label: "REQUEST MANUAL INVOICE",
      to: "/action/manual-invoice",
      reason: manualInvoiceBlocked(ctx),
      id: "manual-invoice-reason",
    },
  ];
  return (
    <>
      {buttons.map((b) =>
        b.reason ? (
          <DisabledAction key={b.id} label={b.label} reason={b.reason} id={b.id} />
        ) : (
          <Link key={b.id} to={b.to} className="button-link" preventScrollReset>
            {b.label}
          </Link>
        ),
      )}
      {clientDetailsBlocked(ctx) || !selected ? (
        <DisabledAction
          label="CLIENT DETAILS"
          reason={clientDetailsBlocked(ctx) ?? SELECT_CONTACT_FIRST}
          id="client-details-reason"
        />
      ) : (
        <Link to={`/clientMgmt/${selected.id}`} className="button-link">
          CLIENT DETAILS
        </Link>
      )}
      {clientRequestBlocked(ctx) ? (
        <DisabledAction label="VOID INVOICE / PAUSE AUTO-PAY" reason={clientRequestBlocked(ctx)!} id="client-request-reason" />
      ) : (
        <Link to="/action/client-request" className="button-link" preventScrollReset>
          VOID INVOICE / PAUSE AUTO-PAY
        </Link>
      )}
      {answersRequests ? <Link to="/clientRequests">Answer client requests</Link> : null}
      {previewsBilling ? <Link to="/billing/preview">Billing run preview</Link> : null}
    </>
  );
}

function Section({ title, children }: { title: string; children?: React.ReactNode }) {
  const id = `action-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="action-section">
      <Heading as="h2" size="4" mb="3" id={id}>
        {title}
      </Heading>
      {children ? (
        <Flex wrap="wrap" align="start" direction="column" gap="1">
          {children}
        </Flex>
      ) : null}
    </section>
  );
}

/** A button whose condition fails: disabled, with the reason as visible helper text (and its title). */
function DisabledAction({ label, reason, id }: { label: string; reason: string; id: string }) {
  return (
    <div>
      <Button type="button" disabled title={reason} aria-describedby={id}>
        {label}
      </Button>
      <Text as="p" size="1" color="gray" id={id} className="disabled-reason">
        {reason}
      </Text>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
