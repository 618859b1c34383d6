import { Form, useLocation } from "@remix-run/react";
import { fullName } from "~/lib/format";
import { Button } from "~/components/button";
import { Flex, Text } from "~/components/primitives";

export interface ImpersonationInfo {
  email: string;
  firstName: string;
  lastName: string;
}

/** The Unimpersonate control: posts to /unimpersonate and comes back to this page. */
export function UnimpersonateButton({ returnTo }: { returnTo?: string }) {
  const location = useLocation();
  return (
    <Form method="post" action="/unimpersonate">
      <input type="hidden" name="returnTo" value={returnTo ?? location.pathname + location.search} />
      <Button type="submit" size="1" variant="solid" color="amber" highContrast>
        Unimpersonate
      </Button>
    </Form>
  );
}

/**
 * Under the top bar: 'Impersonating {email}' with Unimpersonate while staff act as an affiliate, and the
 * Admin Mode banner for roles 3, 8 and 37 (the impersonated name or 'No Current Impersonation').
 */
export function ImpersonationBanner({
  impersonating,
  adminMode,
}: {
  impersonating: ImpersonationInfo | null;
  adminMode: boolean;
}) {
  if (!impersonating && !adminMode) return null;
  return (
    <section
      aria-label="Impersonation"
      className="impersonation-banner"
      style={{ background: "var(--amber-3)", borderBottom: "1px solid var(--amber-6)", padding: "6px 16px" }}
    >
      <Flex align="center" gap="4" wrap="wrap">
        {adminMode ? (
          <Text size="2" weight="bold">
            Admin Mode: {impersonating ? fullName(impersonating.firstName, impersonating.lastName) : "No Current Impersonation"}
          </Text>
        ) : null}
        {impersonating ? (
          <>
            <Text size="2">Impersonating {impersonating.email}</Text>
            <UnimpersonateButton />
          </>
        ) : null}
      </Flex>
    </section>
  );
}
