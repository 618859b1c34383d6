import { Callout, Heading, Text } from "~/components/primitives";
import type { PublicLinkEnded as Ended } from "~/lib/public-link.server";

/** A public link's page once the link is spent by its own step (`done`), or can no longer be used. */
export function PublicLinkEnded({
  ended,
  heading,
  doneHeading,
  doneText,
}: {
  ended: Ended;
  heading: string;
  doneHeading: string;
  doneText: string;
}) {
  return ended.state === "done" ? (
    <>
      <Heading as="h1" size="7" mb="3">
        {doneHeading}
      </Heading>
      <Text as="p">{doneText}</Text>
    </>
  ) : (
    <>
      <Heading as="h1" size="7" mb="3">
        {heading}
      </Heading>
      <Callout.Root color="amber" role="alert">
        <Callout.Text>{ended.message}</Callout.Text>
      </Callout.Root>
    </>
  );
}
