import { Button } from "@radix-ui/themes";
import { Form, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

const PENDING = { Impersonate: "Impersonating…", IMPERSONATE: "IMPERSONATING…" } as const;

/**
 * Posts to the reusable /impersonate resource route; with JavaScript it goes on after 500 ms (spec §4).
 * `label` is the button's text ('Impersonate' in the users grid, 'IMPERSONATE' in the search dialog).
 */
export function ImpersonateButton({
  userId,
  name,
  returnTo,
  label = "Impersonate",
  variant = "soft",
}: {
  userId: number;
  name: string;
  returnTo: string;
  label?: "Impersonate" | "IMPERSONATE";
  variant?: "soft" | "outline";
}) {
  const submit = useSubmit();
  const [pending, setPending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Form
      method="post"
      action="/impersonate"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        setPending(true);
        timer.current = setTimeout(() => submit(form), 500);
      }}
    >
      <input type="hidden" name="userId" value={userId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <Button type="submit" size="1" variant={variant} aria-label={`${label} ${name}`} disabled={pending}>
        {pending ? PENDING[label] : label}
      </Button>
    </Form>
  );
}
