import { Form, useNavigation } from "@remix-run/react";
import { Button } from "~/components/button";
import { Heading, Text } from "~/components/primitives";
import { DialogActions } from "~/components/form-actions";
import { useModalDialog } from "~/components/use-modal-dialog";
import { decisionQuestion, type Decision, type DecisionView } from "./decision";

const TITLE: Record<Decision, string> = { accept: "Accept Client Request", reject: "Reject Client Request" };

/**
 * ACCEPT / REJECT of /clientRequests ask first (style.md "Confirm twice"): a URL rendered as a `<dialog>`,
 * so it works without JavaScript; Yes posts the decision.
 */
export function DecisionDialog({ v }: { v: DecisionView }) {
  const ref = useModalDialog(v.closeTo);
  const busy = useNavigation().state !== "idle";
  return (
    <dialog open ref={ref} className="page-dialog" aria-labelledby="decision-title">
      <Heading as="h2" size="5" mb="3" id="decision-title">
        {TITLE[v.decision]}
      </Heading>
      <Text as="p" size="3" weight="bold">
        {decisionQuestion(v)}
      </Text>
      {v.decision === "accept" ? (
        <Text as="p" size="2" mt="2">
          Accepting changes the client&apos;s invoice at once.
        </Text>
      ) : null}
      <Form method="post" action={v.closeTo}>
        <input type="hidden" name="requestId" value={v.requestId} />
        <DialogActions closeTo={v.closeTo}>
          <Button type="submit" name="intent" value={v.decision} size="3" disabled={busy}>
            Yes
          </Button>
        </DialogActions>
      </Form>
    </dialog>
  );
}
