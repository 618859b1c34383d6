import { Form, Link, useSubmit } from "@remix-run/react";
import { Button } from "~/components/button";
import { Callout, Flex, Heading, Text } from "~/components/primitives";
import { BodyCell, BodyRow, DataTable, Table } from "~/components/data-table";
import { formatPhone, fullName } from "~/lib/format";
import { ImpersonateButton } from "~/components/impersonate-button";
import { canActOnUser, roleLabel } from "~/lib/roles";
import { gridQuery, sortLinkQuery, type GridParams, type GridSort } from "~/features/settings/users-grid-params";
import { UnimpersonateButton } from "~/components/shell/impersonation-banner";
import type { GridRow, UsersGridData } from "./users-grid.server";
import { useModalDialog } from "~/components/use-modal-dialog";

type JsonUser = GridRow;

/** Settings → Users: the filter, the sortable grid with its row actions, and the reset confirmation. */
export function UsersGrid({ data }: { data: UsersGridData }) {
  const { params, users, error, actorRole, resetUser, impersonating } = data;
  return (
    <section aria-labelledby="users-heading" className="users-grid">
      <Flex align="center" justify="between" wrap="wrap" gap="3" mb="3">
        <Heading as="h2" size="5" id="users-heading">
          Users
        </Heading>
        {impersonating ? (
          <Flex align="center" gap="3">
            <Text size="2" weight="bold">
              Impersonating: {impersonating.firstName} {impersonating.lastName}
            </Text>
            <UnimpersonateButton returnTo={`/settings${gridQuery(params, { reset: null })}`} />
          </Flex>
        ) : null}
      </Flex>
      <Flex align="end" justify="between" wrap="wrap" gap="3" mb="3">
        <StatusFilter params={params} />
        <Link to={`/settings/users/new${gridQuery(params, { reset: null, selected: null })}`} className="button-link">
          ADD NEW USER
        </Link>
      </Flex>
      {error ? (
        <Callout.Root color="red" role="alert" mb="3">
          <Callout.Text>{error}</Callout.Text>
        </Callout.Root>
      ) : null}
      {resetUser ? <ResetConfirm params={params} user={resetUser} /> : null}
      <DataTable size="1">
        <Table.Header>
          <Table.Row>
            <SortHeader params={params} column="firstName" label="First Name" />
            <SortHeader params={params} column="lastName" label="Last Name" />
            <SortHeader params={params} column="email" label="Email" />
            <Table.ColumnHeaderCell>Phone</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Logo URL</Table.ColumnHeaderCell>
            <Table.ColumnHeaderCell>Cobranding</Table.ColumnHeaderCell>
            <SortHeader params={params} column="userRole" label="User Role" />
            <Table.ColumnHeaderCell>Actions</Table.ColumnHeaderCell>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {users.map((user) => (
            <UserRow key={user.id} user={user} params={params} actorRole={actorRole} />
          ))}
        </Table.Body>
      </DataTable>
      {users.length === 0 && !error ? (
        <Text as="p" mt="2" color="gray">
          No users.
        </Text>
      ) : null}
    </section>
  );
}

function StatusFilter({ params }: { params: GridParams }) {
  const submit = useSubmit();
  return (
    <Form method="get" action="/settings" className="users-filter">
      {params.sort ? (
        <>
          <input type="hidden" name="sort" value={params.sort} />
          <input type="hidden" name="dir" value={params.dir} />
        </>
      ) : null}
      <Flex align="end" gap="2">
        <div>
          <label htmlFor="users-status" className="field-label">
            Show
          </label>
          <select
            id="users-status"
            name="status"
            defaultValue={params.status}
            key={params.status}
            onChange={(e) => submit(e.currentTarget.form)}
          >
            <option value="all">All</option>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </select>
        </div>
        <Button type="submit" variant="soft" size="1">
          Apply
        </Button>
      </Flex>
    </Form>
  );
}

function SortHeader({ params, column, label }: { params: GridParams; column: GridSort; label: string }) {
  const active = params.sort === column;
  return (
    <Table.ColumnHeaderCell aria-sort={active ? (params.dir === "asc" ? "ascending" : "descending") : "none"}>
      <Link to={`/settings${sortLinkQuery(params, column)}`} preventScrollReset>
        {label}
        {active ? (params.dir === "asc" ? " ▲" : " ▼") : ""}
      </Link>
    </Table.ColumnHeaderCell>
  );
}

function UserRow({ user, params, actorRole }: { user: JsonUser; params: GridParams; actorRole: number }) {
  const name = fullName(user.FirstName, user.LastName);
  const selected = params.selected === user.id;
  const mayAct = canActOnUser(actorRole, user.userRole);
  return (
    <BodyRow aria-selected={selected} style={selected ? { background: "var(--teal-4)" } : undefined}>
      <BodyCell>{user.FirstName}</BodyCell>
      <BodyCell>{user.LastName}</BodyCell>
      <BodyCell>{user.Email}</BodyCell>
      <BodyCell>{formatPhone(user.Phone)}</BodyCell>
      <BodyCell style={{ maxWidth: 180, overflowWrap: "anywhere" }}>{user.logoURL}</BodyCell>
      <BodyCell>{user.includeLogoURL ? "Yes" : "No"}</BodyCell>
      <BodyCell>{roleLabel(user.userRole)}</BodyCell>
      <BodyCell>
        <Flex gap="2" align="center" wrap="wrap">
          {mayAct ? (
            <Link
              to={`/settings/users/${user.id}${gridQuery(params, { reset: null })}`}
              aria-label={`Edit ${name}`}
              preventScrollReset
            >
              Edit
            </Link>
          ) : null}
          <ImpersonateButton actorRole={actorRole} targetRole={user.userRole} userId={user.id} name={name} returnTo="/settings" />
          {mayAct ? (
            <Link
              to={`/settings${gridQuery(params, { reset: user.id })}`}
              aria-label={`Reset password for ${name}`}
              preventScrollReset
            >
              Reset Password
            </Link>
          ) : null}
        </Flex>
      </BodyCell>
    </BodyRow>
  );
}

/** 'Are you sure …?': a dialog (modal with JavaScript, a page section without) reached by ?reset={id}. */
function ResetConfirm({ params, user }: { params: GridParams; user: { id: number; name: string } }) {
  const back = `/settings${gridQuery(params, { reset: null })}`;
  const ref = useModalDialog(back);
  return (
    <dialog open ref={ref} className="page-dialog" aria-labelledby="reset-confirm-title">
      <Heading as="h2" size="4" mb="3" id="reset-confirm-title">
        Reset Password
      </Heading>
      <Text as="p" mb="4">
        Are you sure you want to reset the password for the user {user.name} ?
      </Text>
      <Form method="post" action={`/settings/users/${user.id}${gridQuery(params, { reset: null })}`}>
        <Flex gap="3" justify="end">
          <Button type="submit" name="intent" value="resetPassword">
            YES
          </Button>
          <Link to={back} className="button-link button-link-gray" preventScrollReset>
            CANCEL
          </Link>
        </Flex>
      </Form>
    </dialog>
  );
}
