import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { TextArea, TextField } from "~/components/text-fields";
import { Text } from "~/components/primitives";
import type { ReactNode } from "react";

/**
 * A labelled text input with its error message underneath (a native <input> in our TextField, Radix's markup).
 * The label is a real <label for>, so tests and screen readers find the field by its name.
 */
export function TextInput({
  field,
  label,
  type = "text",
  autoComplete,
  autoFocus,
  defaultValue,
  hint,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  type?: "text" | "email" | "password";
  autoComplete?: string;
  autoFocus?: boolean;
  defaultValue?: string;
  hint?: string;
}) {
  const inputProps = getInputProps(field, { type, ariaDescribedBy: hint ? `${field.id}-hint` : undefined });
  return (
    <div className="field">
      <label htmlFor={field.id} className="field-label">
        {label}
      </label>
      <TextField
        {...inputProps}
        key={inputProps.key}
        defaultValue={defaultValue ?? inputProps.defaultValue}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        size="3"
      />
      {hint ? (
        <Text as="p" size="1" color="gray" id={`${field.id}-hint`} className="field-hint">
          {hint}
        </Text>
      ) : null}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** A label, a control and the field's error underneath: the frame of every field below. */
function LabelledField({ field, label, children }: { field: FieldMetadata<unknown>; label: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={field.id} className="field-label">
        {label}
      </label>
      {children}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** A native <select> (it works without JavaScript, unlike Radix's Select); `placeholder` is an empty first option. */
export function NativeSelectField({
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
    <LabelledField field={field} label={label}>
      <select {...props} key={props.key} className="native-select">
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.name}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

/** Plain values as select options (each shown as itself). */
export const optionsOf = (values: ReadonlyArray<string | number>) => values.map((v) => ({ id: v, name: String(v) }));

/** A native date input (the browser's own picker; YYYY-MM-DD posted). */
export function DateField({ field, label }: { field: FieldMetadata<string | undefined>; label: string }) {
  const props = getInputProps(field, { type: "date" });
  return (
    <LabelledField field={field} label={label}>
      <input {...props} key={props.key} className="native-select" />
    </LabelledField>
  );
}

export function TextAreaField({
  field,
  label,
  rows = 3,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  rows?: number;
}) {
  const props = getTextareaProps(field);
  return (
    <LabelledField field={field} label={label}>
      <TextArea {...props} key={props.key} rows={rows} size="2" />
    </LabelledField>
  );
}

export function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <Text as="p" size="2" color="red" id={id} className="field-error" role="alert">
      {errors[0]}
    </Text>
  );
}

/** Every line of a form's errors: the spec's failure text, then the backend's reason. */
export function FormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="field-error">
      {errors.filter(Boolean).map((e) => (
        <Text as="p" size="2" color="red" key={e}>
          {e}
        </Text>
      ))}
    </div>
  );
}

/** A read-only value with its label and an optional hint; posted only when it has a name. */
export function ReadOnlyField({
  id,
  label,
  value,
  hint,
  name,
  className,
}: {
  id: string;
  label: string;
  value: string;
  hint?: string;
  name?: string;
  /** The page's input style (profile: read-only-input, contact form: contact-read-only). */
  className: string;
}) {
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        value={value}
        readOnly
        className={className}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint ? (
        <Text as="p" size="1" color="gray" id={`${id}-hint`} className="field-hint">
          {hint}
        </Text>
      ) : null}
    </div>
  );
}
