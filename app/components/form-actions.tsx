import { Link } from "@remix-run/react";
import { Button } from "~/components/button";
import { Flex } from "~/components/primitives";
import type { ReactNode } from "react";

/** The primary submit and a CANCEL of a form, both `intent` buttons; CANCEL skips validation. */
export function FormActions({
  intent,
  label,
  cancelIntent = "cancel",
}: {
  intent: string;
  label: string;
  cancelIntent?: string;
}) {
  return (
    <Flex gap="3" mt="4" justify="end">
      <Button type="submit" name="intent" value={intent} size="3">
        {label}
      </Button>
      <Button type="submit" name="intent" value={cancelIntent} formNoValidate variant="soft" color="gray" size="3">
        CANCEL
      </Button>
    </Flex>
  );
}

/** A dialog's buttons (`children`) and the link that closes it (CANCEL, or CLOSE), right-aligned. */
export function DialogActions({
  closeTo,
  closeLabel = "CANCEL",
  children,
}: {
  closeTo: string;
  closeLabel?: "CANCEL" | "CLOSE";
  children: ReactNode;
}) {
  return (
    <Flex gap="3" mt="4" justify="end" wrap="wrap">
      {children}
      <Link to={closeTo} className="button-link button-link-gray" preventScrollReset>
        {closeLabel}
      </Link>
    </Flex>
  );
}
