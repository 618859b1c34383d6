import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigate, useNavigation } from "@remix-run/react";
import { Button } from "~/components/button";
import { Callout, Flex, Heading, Text } from "~/components/primitives";
import { useEffect, useState } from "react";
import { pageOfErrors } from "./field-pages";
import { ContactForm, type ContactDraft } from "./schema";
import { StripeConnectSection } from "~/components/stripe-connect-section";
import { ConfirmDeleteSection, CreateUserSection } from "./contact-confirmations";
import { ContactPageOne, ContactPageTwo } from "./contact-pages";
import { FormTitleLevel } from "./heading-levels";
import type { ContactFormAnswer, ContactFormData } from "./types";

/** Spec §2: cancelling an unsaved new contact goes to /viewContacts after 2000 ms. */
const LIST = "/viewContacts";
const CANCEL_DELAY_MS = 2000;

/**
 * The contact edit form (spec §2 "Contact edit form"): /newContact and /viewContacts/{contactID}. The
 * action's answer decides what shows: a confirmation step, or the draft it sent back (values kept).
 */
export function ContactFormView({
  data,
  answer,
  headingAs = "h2",
}: {
  data: ContactFormData;
  answer: ContactFormAnswer | undefined;
  headingAs?: "h1" | "h2";
}) {
  return (
    <FormTitleLevel value={headingAs}>
      <ContactFormStep data={data} answer={answer} headingAs={headingAs} />
    </FormTitleLevel>
  );
}

function ContactFormStep({
  data,
  answer,
  headingAs,
}: {
  data: ContactFormData;
  answer: ContactFormAnswer | undefined;
  headingAs: "h1" | "h2";
}) {
  const title = (
    <Heading as={headingAs} size="6" mb="3" id="contact-form-title">
      {data.heading}
    </Heading>
  );
  if (answer?.kind === "confirmDelete") {
    return (
      <div className="contact-form">
        {title}
        <ConfirmDeleteSection data={data} />
      </div>
    );
  }
  if (answer?.kind === "createUser") {
    return (
      <div className="contact-form">
        {title}
        <CreateUserSection data={data} lastResult={answer.result} />
      </div>
    );
  }
  const draftAnswer = answer?.kind === "draft" ? answer : undefined;
  return (
    <ContactEditor
      key={draftAnswer?.rev ?? `loaded-${data.contact.contactID}`}
      data={data}
      draft={draftAnswer?.draft ?? data.draft}
      lastResult={draftAnswer?.result}
      title={title}
    />
  );
}

function ContactEditor({
  data,
  draft,
  lastResult,
  title,
}: {
  data: ContactFormData;
  draft: ContactDraft;
  lastResult: SubmissionResult<string[]> | undefined;
  title: React.ReactNode;
}) {
  const [page, setPage] = useState<1 | 2>(draft.page === 2 ? 2 : 1);
  const [form] = useForm({
    id: "contact-form",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactForm }),
  });
  const errors = form.allErrors;
  const errorsOf = (name: string) => errors[name];
  // With JavaScript a failed check shows the page of the first message.
  const errorNames = Object.keys(errors).filter((n) => n !== form.name && n !== "");
  const firstError = errorNames[0] ?? "";
  const [shownError, setShownError] = useState(firstError);
  if (firstError !== shownError) {
    setShownError(firstError);
    if (firstError) setPage((current) => pageOfErrors([firstError], current));
  }

  const navigation = useNavigation();
  const busyIntent = navigation.state !== "idle" ? String(navigation.formData?.get("intent") ?? "") : "";
  const isNew = data.contact.contactID === 0;

  const showPage = (next: 1 | 2) => (event: React.MouseEvent) => {
    event.preventDefault();
    setPage(next);
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="contact-form">
      {title}
      <Form method="post" action={data.path + data.gridQuery} {...getFormProps(form)} aria-labelledby="contact-form-title">
        {/* Enter in a field saves (the form's default button is the first submit button, not a row's EDIT). */}
        <button type="submit" name="intent" value="save" hidden tabIndex={-1} aria-hidden="true" />
        <input type="hidden" name="page" value={page} />
        <input type="hidden" name="contactID" value={data.contact.contactID} />
        {form.errors?.length ? (
          <Callout.Root color="red" mb="3" role="alert" id={form.errorId}>
            <Callout.Text>{form.errors[0]}</Callout.Text>
          </Callout.Root>
        ) : null}
        <Text as="p" size="2" color="gray" mb="2">
          Page {page} of 2
        </Text>
        <div className="contact-page" hidden={page !== 1}>
          <ContactPageOne data={data} draft={draft} errorsOf={errorsOf} />
          <Flex justify="end" mt="3">
            <Button type="submit" name="intent" value="next" variant="soft" onClick={showPage(2)}>
              NEXT &gt;
            </Button>
          </Flex>
        </div>
        <div className="contact-page" hidden={page !== 2}>
          <ContactPageTwo data={data} draft={draft} errorsOf={errorsOf} />
          <Flex justify="start" mt="3">
            <Button type="submit" name="intent" value="previous" variant="soft" onClick={showPage(1)}>
              &lt; PREVIOUS
            </Button>
          </Flex>
        </div>
        <ContactActions data={data} busyIntent={busyIntent} isNew={isNew} />
      </Form>
      {data.stripeConnect && page === 2 ? (
        <section className="contact-section" aria-label="Stripe Connect">
          <StripeConnectSection data={data.stripeConnect} returnTo={`${data.path}?page=2`} />
        </section>
      ) : null}
    </div>
  );
}

/** A button that may be disabled: the reason shows next to it (and as its title). */
function ActionButton({
  intent,
  label,
  blocker,
  busy,
  color,
  variant = "soft",
}: {
  intent: string;
  label: string;
  blocker: string | null;
  busy: boolean;
  color?: "red" | "gray";
  variant?: "solid" | "soft" | "surface";
}) {
  const hintId = `contact-${intent}-hint`;
  return (
    <div className="contact-action">
      <Button
        type="submit"
        name="intent"
        value={intent}
        size="3"
        variant={variant}
        color={color}
        disabled={Boolean(blocker) || busy}
        title={blocker ?? undefined}
        aria-describedby={blocker ? hintId : undefined}
      >
        {label}
      </Button>
      {blocker ? (
        <Text as="p" size="1" color="gray" id={hintId}>
          {blocker}
        </Text>
      ) : null}
    </div>
  );
}

function ContactActions({ data, busyIntent, isNew }: { data: ContactFormData; busyIntent: string; isNew: boolean }) {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(() => navigate(LIST), CANCEL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [leaving, navigate]);
  const back = LIST + data.gridQuery;
  const onCancel = (event: React.MouseEvent) => {
    if (!isNew) return;
    event.preventDefault();
    setLeaving(true);
  };
  return (
    <div className="contact-actions">
      <ActionButton intent="save" label="SAVE" blocker={null} busy={busyIntent === "save"} variant="solid" />
      <ActionButton intent="delete" label="DELETE" blocker={data.deleteBlocker} busy={busyIntent === "delete"} color="red" />
      <div className="contact-action">
        <Button asChild size="3" variant="soft" color="gray">
          <Link to={back} onClick={onCancel}>
            CANCEL
          </Link>
        </Button>
        {leaving ? (
          <Text as="p" size="1" color="gray" role="status">
            Not saved. Back to the contacts…
          </Text>
        ) : null}
      </div>
      <ActionButton intent="createUser" label="CREATE USER" blocker={data.createUserBlocker} busy={busyIntent === "createUser"} />
      <ActionButton
        intent="sendCardLink"
        label="SEND CLIENT CREDIT CARD UPDATE LINK"
        blocker={data.cardLinkBlocker}
        busy={busyIntent === "sendCardLink"}
      />
    </div>
  );
}
