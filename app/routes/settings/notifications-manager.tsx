import { Form, Link, useNavigation } from "@remix-run/react";
import { Button } from "~/components/button";
import { Callout, Flex, Heading, Text } from "~/components/primitives";
import { DataTable, Table } from "~/components/data-table";
import { useRef } from "react";
import type { SystemNotification } from "~/api/notifications.server";
import { ActionsColumnHeader } from "~/components/actions-column-header";
import { formatNotificationDate } from "~/lib/format";
import { dateInputValue, DELETE_NOTIFICATION_CONFIRM, NOTIFICATION_HINT } from "~/features/settings/notification-form";
import type { NotificationsManagerData } from "./notifications-manager.server";

const ACTION = "/settings/notifications";
const OPEN = "/settings?notifications=1";

/**
 * The System Notifications manager on /settings (staff). Every state is a URL: ?notifications=1 (open),
 * &edit={id} (a row in edit mode), &add=1 (the ADD NEW dialog), &confirmDelete=1 (the confirmation
 * step without JavaScript). Writes post to /settings/notifications, which redirects back with a toast.
 */
export function NotificationsManager({ data, outbox }: { data: NotificationsManagerData; outbox: boolean }) {
  return (
    <section aria-labelledby="system-notifications-heading" className="notifications-manager">
      <Flex align="center" gap="4" wrap="wrap" mb="3">
        <Heading as="h2" size="5" id="system-notifications-heading">
          System Notifications
        </Heading>
        <Link to={data.open ? "/settings" : OPEN} className="button-link" preventScrollReset>
          {data.open ? "HIDE SYSTEM NOTIFICATIONS" : "MANAGE SYSTEM NOTIFICATIONS"}
        </Link>
        {outbox ? <Link to="/outbox">Email outbox</Link> : null}
      </Flex>
      {data.open ? <ManagerBody data={data} /> : null}
    </section>
  );
}

function ManagerBody({ data }: { data: NotificationsManagerData }) {
  if (data.error) {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{data.error}</Callout.Text>
      </Callout.Root>
    );
  }
  const confirming =
    data.confirmDelete && data.editId !== null ? data.rows.find((r) => r.notificationId === data.editId) : undefined;
  return (
    <>
      <Flex mb="3">
        <Link to={`${OPEN}&add=1`} className="button-link" preventScrollReset>
          ADD NEW
        </Link>
      </Flex>
      {data.adding ? <AddDialog /> : null}
      {confirming ? <ConfirmDelete row={confirming} /> : null}
      <DataTable>
        <caption className="visually-hidden">System notifications</caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeaderCell>Last Updated Date</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Notification Text</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Start Date</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>End Date</Table.ColumnHeaderCell>
            <ActionsColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data.rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={5}>No system notifications yet.</Table.Cell>
            </Table.Row>
          ) : null}
          {data.rows.map((row) =>
            row.notificationId === data.editId ? (
              <EditRow key={row.notificationId} row={row} />
            ) : (
              <ViewRow key={row.notificationId} row={row} />
            ),
          )}
        </Table.Body>
      </DataTable>
    </>
  );
}

function ViewRow({ row }: { row: SystemNotification }) {
  return (
    <Table.Row>
      <Table.Cell>{formatNotificationDate(row.lastUpdatedDateUTC)}</Table.Cell>
      <Table.Cell>
        {/* Sanitised by the backend when saved and sent, and again by the loader. */}
        <div className="notification-html" dangerouslySetInnerHTML={{ __html: row.notificationText }} />
      </Table.Cell>
      <Table.Cell>{formatNotificationDate(row.startDateUTC)}</Table.Cell>
      <Table.Cell>{formatNotificationDate(row.endDateUTC)}</Table.Cell>
      <Table.Cell>
        <Link
          to={`${OPEN}&edit=${row.notificationId}`}
          className="button-link"
          preventScrollReset
          aria-label={`EDIT notification of ${formatNotificationDate(row.lastUpdatedDateUTC)}`}
        >
          EDIT
        </Link>
      </Table.Cell>
    </Table.Row>
  );
}

function EditRow({ row }: { row: SystemNotification }) {
  const formId = `notification-${row.notificationId}`;
  const confirmed = useRef<HTMLInputElement>(null);
  const busy = useNavigation().state !== "idle";
  return (
    <Table.Row className="editing-row">
      <Table.Cell>{formatNotificationDate(row.lastUpdatedDateUTC)}</Table.Cell>
      <Table.Cell>
        <textarea
          form={formId}
          name="notificationText"
          aria-label="Notification Text"
          defaultValue={row.notificationText}
          required
          rows={5}
          className="notification-textarea"
        />
      </Table.Cell>
      <Table.Cell>
        <label className="field-label" htmlFor={`${formId}-start`}>
          Start Date
        </label>
        <input
          id={`${formId}-start`}
          form={formId}
          type="date"
          name="startDate"
          defaultValue={dateInputValue(row.startDateUTC)}
        />
      </Table.Cell>
      <Table.Cell>
        <label className="field-label" htmlFor={`${formId}-end`}>
          End Date
        </label>
        <input id={`${formId}-end`} form={formId} type="date" name="endDate" defaultValue={dateInputValue(row.endDateUTC)} />
      </Table.Cell>
      <Table.Cell>
        <Form method="post" action={ACTION} id={formId} preventScrollReset>
          <input type="hidden" name="notificationId" value={row.notificationId} />
          <input type="hidden" name="confirmed" defaultValue="" ref={confirmed} />
          <Flex direction="column" gap="2">
            <Button type="submit" name="intent" value="update" disabled={busy}>
              SAVE
            </Button>
            <Button
              type="submit"
              name="intent"
              value="delete"
              color="red"
              variant="soft"
              formNoValidate
              disabled={busy}
              onClick={(event) => {
                // With JavaScript the browser asks; without, the action answers with a confirmation step.
                if (!window.confirm(DELETE_NOTIFICATION_CONFIRM)) {
                  event.preventDefault();
                  return;
                }
                if (confirmed.current) confirmed.current.value = "1";
              }}
            >
              DELETE
            </Button>
            <Link to={OPEN} preventScrollReset className="cancel-link">
              CANCEL
            </Link>
          </Flex>
        </Form>
      </Table.Cell>
    </Table.Row>
  );
}

function ConfirmDelete({ row }: { row: SystemNotification }) {
  return (
    <dialog open aria-labelledby="confirm-delete-text" className="inline-dialog" role="alertdialog">
      <Text as="p" id="confirm-delete-text" mb="3">
        {DELETE_NOTIFICATION_CONFIRM}
      </Text>
      <Form method="post" action={ACTION}>
        <input type="hidden" name="notificationId" value={row.notificationId} />
        <input type="hidden" name="confirmed" value="1" />
        <Flex gap="3" align="center">
          <Button type="submit" name="intent" value="delete" color="red">
            OK
          </Button>
          <Link to={`${OPEN}&edit=${row.notificationId}`}>CANCEL</Link>
        </Flex>
      </Form>
    </dialog>
  );
}

function AddDialog() {
  const busy = useNavigation().state !== "idle";
  return (
    <dialog open aria-labelledby="add-notification-title" className="inline-dialog">
      <Heading as="h3" size="4" id="add-notification-title" mb="3">
        Add System Notification
      </Heading>
      <Form method="post" action={ACTION}>
        <div className="field">
          <label htmlFor="new-notification-text" className="field-label">
            Notification Text
          </label>
          <textarea
            id="new-notification-text"
            name="notificationText"
            required
            rows={6}
            aria-describedby="new-notification-hint"
            className="notification-textarea"
          />
          <Text as="p" size="1" color="gray" id="new-notification-hint" className="field-hint">
            {NOTIFICATION_HINT}
          </Text>
        </div>
        <Flex gap="4" wrap="wrap">
          <NewDateField id="new-notification-start" name="startDate" label="Start Date" />
          <NewDateField id="new-notification-end" name="endDate" label="End Date" />
        </Flex>
        <Text as="p" size="1" color="gray" id="new-notification-dates" mb="3">
          Optional: leave the dates empty to show it from now on, with no end (Ongoing).
        </Text>
        <Flex gap="3" align="center">
          <Button type="submit" name="intent" value="add" disabled={busy}>
            SAVE NEW
          </Button>
          <Link to={OPEN} preventScrollReset>
            CANCEL
          </Link>
        </Flex>
      </Form>
    </dialog>
  );
}

/** A date of the new-notification form; both are described by the one "Optional: ..." note. */
function NewDateField({ id, name, label }: { id: string; name: string; label: string }) {
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input id={id} type="date" name={name} aria-describedby="new-notification-dates" />
    </div>
  );
}
