import { Link } from "@remix-run/react";
import { Card, Heading, Text } from "~/components/primitives";

/** What / and /home show without a token (spec §2: "With no token the main area asks the user to log in"). */
export function LoginPrompt() {
  return (
    <Card size="3" className="narrow-card">
      <Heading as="h1" size="6" mb="2">
        Please log in
      </Heading>
      <Text as="p" mb="3">
        You need to log in to use Coach Hub.
      </Text>
      <Link to="/login" className="button-link">
        Log in
      </Link>
    </Card>
  );
}
