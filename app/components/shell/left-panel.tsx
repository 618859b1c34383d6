import { Card, Heading, Text } from "@radix-ui/themes";
import { formatPhone, fullName } from "~/lib/format";
import { UserLogo } from "~/components/logo";

/** What the left panel shows (spec §1): read fresh from GET /user/{id} by the home and dashboard loaders. */
export interface PanelUser {
  id: number;
  FirstName: string;
  LastName: string;
  Email: string;
  Phone: string | null;
  MobilePhone: string | null;
  logoURL: string | null;
  companyName: string | null;
  programInformation: string | null;
  certsAndCredentials: string | null;
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
      </Card>
    </aside>
  );
}

export function toPanelUser(user: PanelUser): PanelUser {
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
  };
}
