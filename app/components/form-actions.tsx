import { Button, Flex } from "@radix-ui/themes";

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
