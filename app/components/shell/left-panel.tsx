import { Link } from "@remix-run/react";
import type { User, UserIdentity } from "~/api/users.server";
import { Card, Heading, Text } from "~/components/primitives";
import { formatPhone, fullName } from "~/lib/format";
import { UserLogo } from "~/components/logo";

/** What the left panel shows (spec §1): read fresh from GET /user/{id} by the home and dashboard loaders. */
export interface PanelUser
  extends UserIdentity, Pick<User, "logoURL" | "companyName" | "programInformation" | "certsAndCredentials"> {
  /** The library's top-level folders, when the logged-in user may open it (docs/decisions/0098); else null. */
  library: PanelLibraryFolder[] | null;
}

export interface PanelLibraryFolder {
  id: number;
  name: string;
}

export function LeftPanel({ user }: { user: PanelUser }) {
  const rows: Array<[string, React.ReactNode]> = [
    ["Company", user.companyName],
    ["Phone", user.Phone ? formatPhone(user.Phone) : null],
    ["Mobile Phone", user.MobilePhone ? formatPhone(user.MobilePhone) : null],
    ["Email", user.Email ? <a href={`mailto:${user.Email}`}>{user.Email}</a> : null],
    ["CTP Program", user.programInformation],
    ["Credentials", user.certsAndCredentials],
  ];
  return (
    <aside className="left-panel" aria-label="Your details">
      <Card size="2">
        <UserLogo logoURL={user.logoURL} userId={user.id} companyName={user.companyName} className="panel-logo" />
        <Heading as="h2" size="4" className="panel-name">
          {fullName(user.FirstName, user.LastName)}
        </Heading>
        <dl className="panel-details">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>
                <Text size="1" color="gray">
                  {label}
                </Text>
              </dt>
              <dd>{value || <Text color="gray">—</Text>}</dd>
            </div>
          ))}
        </dl>
        {user.library ? <PanelLibrary folders={user.library} /> : null}
      </Card>
    </aside>
  );
}

/** Spec §2: the left panel also shows the library — its folders, each opening the Library page on it. */
function PanelLibrary({ folders }: { folders: PanelLibraryFolder[] }) {
  return (
    <section aria-labelledby="panel-library-title" className="panel-library">
      <Heading as="h3" size="2" id="panel-library-title">
        Library
      </Heading>
      <ul>
        {folders.map((folder) => (
          <li key={folder.id}>
            <Link to={`/library?open=${folder.id}`}>{folder.name}</Link>
          </li>
        ))}
        <li>
          <Link to="/library">Open the library</Link>
        </li>
      </ul>
    </section>
  );
}

export function toPanelUser(user: Omit<PanelUser, "library">, library: PanelLibraryFolder[] | null): PanelUser {
  return {
    id: user.id,
    FirstName: user.FirstName,
    LastName: user.LastName,
    Email: user.Email,
    Phone: user.Phone,
    MobilePhone: user.MobilePhone,
    logoURL: user.logoURL,
    companyName: user.companyName,
    programInformation: user.programInformation,
    certsAndCredentials: user.certsAndCredentials,
    library,
  };
}
