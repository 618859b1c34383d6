/** Messages of the spec's catalogue (§8) that more than one screen shows, word for word. */

/** A screen that needs the selected contact, with none selected (/action's buttons and dialogs, /clientMgmt/autoload). */
export const SELECT_CONTACT_FIRST = "Please select a contact from search";

/** A save whose form changed nothing (the profile and the staff user form). */
export const NOTHING_CHANGED = "Not Saved - Nothing Has Been Changed";

/** A failed create (the staff user form, CREATE USER on the contact form). */
export const errorOccurred = (message: string) => `An error has occurred: ${message}`;

/** An export with no rows (billing spec §8), on every screen with EXPORT TO CSV. */
export const NO_DATA_TO_EXPORT = "No data to export!";
