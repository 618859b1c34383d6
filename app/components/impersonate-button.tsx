import { Button } from "~/components/button";
import { Form, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { canImpersonate } from "~/lib/roles";

const PENDING = { Impersonate: "Impersonating…", IMPERSONATE: "IMPERSONATING…" } as const;

/**
 * Posts to the reusable /impersonate resource route; with JavaScript it goes on after 500 ms (spec §4).
 * Shown only when `actorRole` may impersonate `targetRole` (canImpersonate: roles 3, 8 and 37, an
 * affiliate). `label` is the button's text ('Impersonate' in the users grid, 'IMPERSONATE' in the search dialog).
 */
export function ImpersonateButton(props: ImpersonateButtonProps) {
  return canImpersonate(props.actorRole, props.targetRole) ? <ImpersonateForm {...props} /> : null;
}

interface ImpersonateButtonProps {
  actorRole: number;
  targetRole: number;
  userId: number;
  name: string;
  returnTo: string;
  label?: "Impersonate" | "IMPERSONATE";
  variant?: "soft" | "outline";
}

function ImpersonateForm({ userId, name, returnTo, label = "Impersonate", variant = "soft" }: ImpersonateButtonProps) {
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
