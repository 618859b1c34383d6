import { Form, Link } from "@remix-run/react";
import { Button } from "~/components/button";
import { Flex, Heading, Text } from "~/components/primitives";

/** Posted by the confirmation step; the save goes ahead with a changed username only when it says yes. */
export const USERNAME_CONFIRMED = "emailConfirmed";

export const usernameChangeConfirmed = (form: FormData) => form.get(USERNAME_CONFIRMED) === "yes";

/** The submitted text values, to post again from the confirmation step. */
export function resubmittedValues(form: FormData): Array<[string, string]> {
  const values: Array<[string, string]> = [];
  for (const [name, value] of form.entries()) {
    if (name !== "intent" && name !== USERNAME_CONFIRMED && typeof value === "string") values.push([name, value]);
  }
  return values;
}

/**
 * Spec §5 "Changing the username asks for confirmation": the second step of a save (style.md "Confirm
 * twice"), reached by the first POST. It posts the same values again, confirmed, to `action`.
 */
export function ConfirmUsernameChange({
  question,
  values,
  action,
  cancelTo,
}: {
  question: string;
  values: Array<[string, string]>;
  action: string;
  cancelTo: string;
}) {
  return (
    <section aria-labelledby="confirm-username-title" className="profile-section">
      <Heading as="h2" size="4" mb="2" id="confirm-username-title">
        Change Username
      </Heading>
      <Text as="p" mb="4">
        {question}
      </Text>
      <Form method="post" action={action} preventScrollReset>
        {values.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name={USERNAME_CONFIRMED} value="yes" />
        <Flex gap="3" justify="end">
          <Button type="submit" name="intent" value="save" size="3">
            YES, CHANGE USERNAME
          </Button>
          <Button asChild variant="soft" color="gray" size="3">
            <Link to={cancelTo} preventScrollReset>
              CANCEL
            </Link>
          </Button>
        </Flex>
      </Form>
    </section>
  );
}
