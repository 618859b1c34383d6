import { Callout } from "~/components/primitives";

/** A screen's failure message above its content, announced as an alert; nothing when there is none. */
export function ErrorCallout({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <Callout.Root color="red" role="alert" mb="3">
      <Callout.Text>{error}</Callout.Text>
    </Callout.Root>
  );
}
