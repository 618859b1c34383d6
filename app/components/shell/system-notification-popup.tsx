import { Form, useLocation } from "@remix-run/react";
import { Button } from "~/components/button";
import { Callout, Flex, Heading } from "~/components/primitives";
import type { StartupNotification } from "./system-notification-popup.server";

/**
 * The start-up pop-up (spec §2 Other): the first active message in a box that scrolls past 500 px, with
 * 'DISMISS & DON'T SHOW AGAIN' and 'HIDE'. A native <dialog open> in the page flow (it covers nothing,
 * so the page stays usable); both buttons are forms, so it works without JavaScript.
 */
export function SystemNotificationPopup({ startup }: { startup: StartupNotification }) {
  const location = useLocation();
  const back = location.pathname + location.search;
  if (startup.error) {
    return (
      <Callout.Root color="red" role="alert" mb="3">
        <Callout.Text>{startup.error}</Callout.Text>
      </Callout.Root>
    );
  }
  const notification = startup.notification;
  if (!notification) return null;
  return (
    <dialog open aria-labelledby="system-notification-title" className="system-notification">
      <Heading as="h2" size="4" id="system-notification-title" mb="2">
        System Notification
      </Heading>
      {/* Sanitised by the backend when saved and sent, and again by the root loader. */}
      <div className="system-notification-body notification-html" dangerouslySetInnerHTML={{ __html: notification.html }} />
      <Form method="post" action="/system-notification" preventScrollReset>
        <input type="hidden" name="notificationId" value={notification.notificationId} />
        <input type="hidden" name="redirectTo" value={back} />
        <Flex gap="3" mt="3" justify="end" wrap="wrap">
          <Button type="submit" name="intent" value="dismiss" variant="soft">
            DISMISS &amp; DON&apos;T SHOW AGAIN
          </Button>
          <Button type="submit" name="intent" value="hide">
            HIDE
          </Button>
        </Flex>
      </Form>
    </dialog>
  );
}
