import { Heading } from "~/components/primitives";

/** The heading of a screen; routes that later issues fill render only this. */
export function PageHeading({ children }: { children: React.ReactNode }) {
  return (
    <Heading as="h1" size="7" mb="4">
      {children}
    </Heading>
  );
}
