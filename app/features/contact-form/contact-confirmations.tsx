import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "@remix-run/react";
import { Button } from "~/components/button";
import { Callout, Flex, Heading, Text } from "~/components/primitives";
import { PASSWORD_RULE_TEXT } from "@domain/password-rules";
import { CreateUserForm } from "./create-user-schema";
import { useHeadingBelowTitle } from "./heading-levels";
import { fullName } from "~/lib/format";
import { TextInput } from "~/components/form-field";
import type { ContactFormData } from "./types";

/** DELETE's second step (the same with and without JavaScript). */
export function ConfirmDeleteSection({ data }: { data: ContactFormData }) {
  const name = fullName(data.contact.firstName, data.contact.lastName) || "this contact";
  const headingAs = useHeadingBelowTitle(1);
  return (
    <section aria-labelledby="contact-delete-title">
      <Heading as={headingAs} size="4" mb="2" id="contact-delete-title">
        Delete Contact
      </Heading>
      <Text as="p" mb="3">
        Are you sure you want to delete {name}? This cannot be undone.
      </Text>
      <Form method="post" action={data.path + data.gridQuery}>
        <Flex gap="3">
          <Button type="submit" name="intent" value="confirmDelete" color="red" size="3">
            YES, DELETE
          </Button>
          <Button asChild variant="soft" color="gray" size="3">
            <Link to={data.path + data.gridQuery}>NO, KEEP IT</Link>
          </Button>
        </Flex>
      </Form>
    </section>
  );
}

/** CREATE USER's second step: the new affiliate user's password (docs/decisions/0075). */
export function CreateUserSection({ data, lastResult }: { data: ContactFormData; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: "contact-create-user",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CreateUserForm }),
  });
  const name = fullName(data.contact.firstName, data.contact.lastName);
  const headingAs = useHeadingBelowTitle(1);
  return (
    <section aria-labelledby="contact-create-user-title">
      <Heading as={headingAs} size="4" mb="2" id="contact-create-user-title">
        Create User
      </Heading>
      <Text as="p" mb="3">
        Creates an affiliate user for {name} with the username {data.contact.email} and links it to this contact. A verification
        email is sent to that address.
      </Text>
      <Form method="post" action={data.path + data.gridQuery} {...getFormProps(form)}>
        {form.errors?.length ? (
          <Callout.Root color="red" mb="3" role="alert" id={form.errorId}>
            <Callout.Text>{form.errors[0]}</Callout.Text>
          </Callout.Root>
        ) : null}
        <input {...getInputProps(fields.contactID, { type: "hidden" })} key="contactID" value={data.contact.contactID} />
        <input {...getInputProps(fields.email, { type: "hidden" })} key="email" value={data.contact.email} />
        <TextInput
          field={fields.password}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_RULE_TEXT}
        />
        <TextInput field={fields.confirmPassword} label="Confirm Password" type="password" autoComplete="new-password" />
        <Flex gap="3">
          <Button type="submit" name="intent" value="confirmCreateUser" size="3">
            CREATE USER
          </Button>
          <Button asChild variant="soft" color="gray" size="3">
            <Link to={data.path + data.gridQuery}>CANCEL</Link>
          </Button>
        </Flex>
      </Form>
    </section>
  );
}
