import { z } from "zod";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, EMAIL_REQUIRED, invalidEmail } from "./email";

/** Spec §5, word for word: a contact (or the information packet's would-be contact) needs both names. */
export const NAMES_REQUIRED = "First and Last Names are required";

/** A contact's first or last name: required, at most 100 characters. */
export const contactName = () =>
  z
    .string({ error: NAMES_REQUIRED })
    .trim()
    .min(1, { error: NAMES_REQUIRED })
    .max(100, { error: "A name can be at most 100 characters." });

/** A contact's required email, with the spec's messages. */
export const contactEmail = () =>
  z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .min(1, { error: EMAIL_REQUIRED })
    .max(EMAIL_MAX_LENGTH, { error: `The email can be at most ${EMAIL_MAX_LENGTH} characters.` })
    .regex(EMAIL_PATTERN, { error: (issue) => invalidEmail(String(issue.input)) });
