import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { Text } from "@radix-ui/themes";
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

/** A native labelled select; `placeholder` is an empty first option. */
export function SelectField({
  field,
  label,
  options,
  placeholder,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  options: ReadonlyArray<{ id: number | string; name: string }>;
  placeholder?: string;
}) {
  const props = getSelectProps(field as FieldMetadata<string>);
  return (
    <div className="field">
      <label htmlFor={field.id} className="field-label">
        {label}
      </label>
      <select {...props} key={props.key} className="native-select">
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.name}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}
