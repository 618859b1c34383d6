import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Text } from "~/components/primitives";
import { FieldError } from "~/components/form-field";

/** A native labelled input of the agreement forms (works without JavaScript), its error underneath. */
export function InputField({
  field,
  label,
  type = "text",
  inputMode,
  hint,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  type?: "text" | "date";
  inputMode?: "decimal" | "numeric";
  hint?: string;
}) {
  const props = getInputProps(field as FieldMetadata<string>, { type, ariaDescribedBy: hint ? `${field.id}-hint` : undefined });
  return (
    <div className="field">
      <label htmlFor={field.id} className="field-label">
        {label}
      </label>
      <input {...props} key={props.key} className="agreement-input" inputMode={inputMode} autoComplete="off" />
      {hint ? (
        <Text as="p" size="1" color="gray" id={`${field.id}-hint`} className="field-hint">
          {hint}
        </Text>
      ) : null}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}
