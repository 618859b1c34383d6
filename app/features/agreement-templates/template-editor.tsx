import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { AGREEMENT_PLACEHOLDERS } from "@domain/agreement-html";
import { Form, Link, useNavigation } from "@remix-run/react";
import { TextField } from "~/components/text-fields";
import { Button } from "~/components/button";
import { Flex, Heading, Text } from "~/components/primitives";
import { FieldError, NativeSelectField } from "~/components/form-field";
import { TemplateForm } from "./template-form";

/**
 * The template editor (docs/decisions/0181): display name, whether affiliates are offered it and which
 * (every one, or one alone: 0282), the HTML in a textarea with the placeholder list, and a sanitised
 * preview of what was saved. Works without JS.
 */
export function TemplateEditor({
  action,
  defaults,
  affiliates,
  previewHtml,
  lastResult,
}: {
  action: string;
  defaults: { displayName: string; contentHTML: string; isActive: boolean; affiliateId: number | null };
  affiliates: ReadonlyArray<{ id: number; name: string }>;
  previewHtml: string | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "agreement-template",
    lastResult,
    defaultValue: {
      displayName: defaults.displayName,
      contentHTML: defaults.contentHTML,
      isActive: defaults.isActive ? "on" : undefined,
      affiliateId: defaults.affiliateId === null ? "" : String(defaults.affiliateId),
    },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TemplateForm }),
  });
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const nameProps = getInputProps(fields.displayName, { type: "text" });
  const htmlProps = getTextareaProps(fields.contentHTML, { ariaDescribedBy: "template-placeholders" });
  return (
    <Form method="post" action={action} {...getFormProps(form)} noValidate>
      <FieldError id={form.errorId} errors={form.errors} />
      <div className="field">
        <label htmlFor={fields.displayName.id} className="field-label">
          Display Name
        </label>
        <TextField {...nameProps} key={nameProps.key} size="3" autoComplete="off" />
        <FieldError id={fields.displayName.errorId} errors={fields.displayName.errors} />
      </div>
      <div className="field">
        <label className="checkbox-label">
          <input {...getInputProps(fields.isActive, { type: "checkbox", value: "on" })} key={fields.isActive.key} /> Offered to
          affiliates
        </label>
      </div>
      <NativeSelectField field={fields.affiliateId} label="Affiliate" options={affiliates} placeholder="Every affiliate" />
      <div className="field template-html-field">
        <label htmlFor={fields.contentHTML.id} className="field-label">
          Template HTML
        </label>
        <textarea {...htmlProps} key={htmlProps.key} rows={16} spellCheck={false} />
        <FieldError id={fields.contentHTML.errorId} errors={fields.contentHTML.errors} />
      </div>
      <section aria-labelledby="template-placeholders-title" id="template-placeholders">
        <Heading as="h2" size="3" mb="1" id="template-placeholders-title">
          Placeholders
        </Heading>
        <Text as="p" size="2" color="gray">
          Allowed: headings, paragraphs, lists, bold and italic, tables. Scripts, styles, links and images are removed on save.
          These placeholders are filled in when the client reads the agreement:
        </Text>
        <ul className="placeholder-list">
          {AGREEMENT_PLACEHOLDERS.map((p) => (
            <li key={p}>
              <code>{`{{${p}}}`}</code>
            </li>
          ))}
        </ul>
      </section>
      <Flex gap="3" mt="4" mb="4">
        <Button type="submit" name="intent" value="save" size="3" disabled={saving}>
          SAVE
        </Button>
        <Link to="/agreementTemplates" className="button-link button-link-gray">
          CANCEL
        </Link>
      </Flex>
      {previewHtml !== null ? (
        <section aria-labelledby="template-preview-title">
          <Heading as="h2" size="3" mb="2" id="template-preview-title">
            Preview (as saved)
          </Heading>
          <div
            className="agreement-html"
            role="group"
            aria-label="Saved template"
            dangerouslySetInnerHTML={{ __html: previewHtml }}
          />
        </section>
      ) : null}
    </Form>
  );
}
