import type { ProfileValues } from "./schema";

/** The editable profile fields of a User, as the backend names them. */
export interface EditableProfile {
  FirstName: string;
  LastName: string;
  Email: string;
  Phone: string;
  MobilePhone: string;
  companyName: string;
  website: string;
  coachingType: string;
  professionalPic: string;
  biography: string;
  certsAndCredentials: string;
  includeLogoURL: boolean;
  affiliateFeeType: string;
}

type UserLike = { [K in keyof EditableProfile]?: EditableProfile[K] | string | number | boolean | null };

/** Textareas post CRLF; compare and store LF, and treat null and "" alike. */
const norm = (value: unknown) => (value == null ? "" : String(value).replace(/\r\n?/g, "\n"));

export function editableOf(user: UserLike): EditableProfile {
  return {
    FirstName: norm(user.FirstName).trim(),
    LastName: norm(user.LastName).trim(),
    Email: norm(user.Email).trim(),
    Phone: norm(user.Phone).trim(),
    MobilePhone: norm(user.MobilePhone).trim(),
    companyName: norm(user.companyName).trim(),
    website: norm(user.website).trim(),
    coachingType: norm(user.coachingType).trim(),
    professionalPic: norm(user.professionalPic).trim(),
    biography: norm(user.biography),
    certsAndCredentials: norm(user.certsAndCredentials),
    includeLogoURL: Boolean(user.includeLogoURL),
    affiliateFeeType: norm(user.affiliateFeeType),
  };
}

/**
 * The profile after the form's edits. The username (email) and the fee type come from the form only when
 * the acting role may change them (spec §6); otherwise they stay as stored.
 */
export function applyForm(current: EditableProfile, form: ProfileValues, mayEditUsernameAndFeeType: boolean): EditableProfile {
  return editableOf({
    ...current,
    FirstName: form.FirstName,
    LastName: form.LastName,
    Email: mayEditUsernameAndFeeType ? form.Email : current.Email,
    Phone: form.Phone,
    MobilePhone: form.MobilePhone,
    companyName: form.companyName,
    website: form.website,
    coachingType: form.coachingType,
    professionalPic: form.professionalPic,
    biography: form.biography,
    certsAndCredentials: form.certsAndCredentials,
    includeLogoURL: form.includeLogoURL ?? false,
    affiliateFeeType: mayEditUsernameAndFeeType && form.affiliateFeeType ? form.affiliateFeeType : current.affiliateFeeType,
  });
}

export function changedFields(before: EditableProfile, after: EditableProfile): (keyof EditableProfile)[] {
  return (Object.keys(after) as (keyof EditableProfile)[]).filter((k) => before[k] !== after[k]);
}
