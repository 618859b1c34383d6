import type { FieldMetadata } from "@conform-to/react";
import { Text } from "~/components/primitives";
import { TextInput } from "~/components/form-field";

type CardField = FieldMetadata<string | undefined>;

/** The simulated provider's card form (card-update and signing pages), with the test cards it knows. */
export function CardFields({
  fields,
  autoFocus,
}: {
  fields: Record<"number" | "expiry" | "cvc" | "name", CardField>;
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextInput field={fields.number} label="Card number" autoComplete="cc-number" autoFocus={autoFocus} />
      <TextInput field={fields.expiry} label="Expiry (MM/YY)" autoComplete="cc-exp" />
      <TextInput field={fields.cvc} label="CVC" autoComplete="cc-csc" />
      <TextInput field={fields.name} label="Name on card" autoComplete="cc-name" />
      <Text as="p" size="1" color="gray" mt="2">
        Test payments: 4242 4242 4242 4242 is accepted, 4000 0000 0000 0002 is declined.
      </Text>
    </>
  );
}
