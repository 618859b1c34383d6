import { Form, Link, useLocation } from "@remix-run/react";
import { Button } from "~/components/button";
import { Flex, Text } from "~/components/primitives";
import type { SiteLabel } from "~/lib/site-label";
import { SiteLabelBadge } from "./site-label";
import { ContactSearchForm } from "~/components/contact-search-form";
import { UserLogo } from "~/components/logo";
import { TranslatePicker } from "./translate-picker";
import type { PageLanguage } from "~/lib/translate";

export interface ShellUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: number;
  logoURL: string | null;
  companyName: string | null;
  /** The logged-in user's library access, even while impersonating (docs/decisions/0098). */
  canOpenLibrary: boolean;
}

export const NEW_CONTACT_SEARCH_PLACEHOLDER = "Please navigate to another tab to search clients";

export function TopBar({
  user,
  siteLabel,
  supportEmail,
  translate = null,
}: {
  user: ShellUser | null;
  siteLabel: SiteLabel | null;
  supportEmail: string;
  /** The translate widget, only with the profile's enable_button_translate flag. */
  translate?: { languages: PageLanguage[]; current: PageLanguage } | null;
}) {
  const location = useLocation();
  const onNewContact = location.pathname.toLowerCase().startsWith("/newcontact");
  return (
    <header className="top-bar">
      <Flex align="center" gap="4" wrap="wrap" className="top-bar-inner">
        <Link to={user ? "/home" : "/"} className="brand">
          Coach Hub
        </Link>
        {user ? (
          user.logoURL ? (
            <UserLogo logoURL={user.logoURL} userId={user.id} companyName={user.companyName} className="top-bar-logo" />
          ) : (
            <Link to="/profile" className="add-logo">
              Add Logo
            </Link>
          )
        ) : null}
        <SiteLabelBadge label={siteLabel} />
        {user ? (
          <>
            <Text as="p" size="3" className="welcome">
              Welcome, {user.firstName}
            </Text>
            <ContactSearchForm
              id="contact-search"
              label="Search contacts"
              disabledReason={onNewContact ? NEW_CONTACT_SEARCH_PLACEHOLDER : null}
            />
            <Flex align="center" gap="3" className="top-bar-actions">
              {translate ? <TranslatePicker languages={translate.languages} current={translate.current} /> : null}
              {siteLabel ? null : (
                <Text size="2" className="support">
                  <a href={`mailto:${supportEmail}`} title={`Email support at ${supportEmail}`}>
                    Support<span className="support-address">: {supportEmail}</span>
                  </a>
                </Text>
              )}
              <details className="profile-menu">
                <summary aria-label="Profile menu" title="Profile menu">
                  <span aria-hidden="true">{initials(user)}</span>
                </summary>
                <div className="profile-menu-items">
                  <Link to="/profile">Profile</Link>
                </div>
              </details>
              <Form method="post" action="/logout">
                <Button type="submit" variant="surface" color="gray" highContrast>
                  Logout
                </Button>
              </Form>
            </Flex>
          </>
        ) : null}
      </Flex>
    </header>
  );
}

function initials(user: ShellUser): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || "?";
}
