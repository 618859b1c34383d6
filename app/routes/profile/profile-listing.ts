import type { User, UserIdentity } from "~/api/users.server";
import { formatPhone, fullName } from "~/lib/format";

/** The profile fields a coach-finder listing shows. */
export type ListedProfile = UserIdentity &
  Pick<User, "companyName" | "website" | "coachingType" | "biography" | "certsAndCredentials" | "programInformation">;

const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** Spec §4: a non-live coach's saved profile is sent to the coach-finder address. */
export function profileListingEmail(user: ListedProfile): { subject: string; body: string } {
  const name = fullName(user.FirstName, user.LastName);
  const rows: Array<[string, string | null]> = [
    ["Name", name],
    ["Email", user.Email],
    ["Primary Phone", user.Phone ? formatPhone(user.Phone) : null],
    ["Mobile Phone", user.MobilePhone ? formatPhone(user.MobilePhone) : null],
    ["Company Name", user.companyName],
    ["Website", user.website],
    ["Coaching Type", user.coachingType],
    ["CTP Program", user.programInformation],
    ["Certifications and Credentials", user.certsAndCredentials],
    ["Biography", user.biography],
  ];
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th>${escapeHtml(label)}</th><td>${value ? escapeHtml(value).replace(/\n/g, "<br>") : ""}</td></tr>`,
    )
    .join("");
  return {
    subject: `Coach profile: ${name} (user ${user.id})`.replace(/[\r\n]+/g, " "),
    body: `<h2>Coach profile: ${escapeHtml(name)}</h2><p>This coach is not live yet and has saved their profile.</p><table><tbody>${cells}</tbody></table>`,
  };
}
