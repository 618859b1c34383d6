import { TextArea, TextField } from "~/components/text-fields";
import { Text } from "~/components/primitives";
import { FieldError } from "~/components/form-field";
import type { Option } from "./types";

/** The errors of a field by its conform name ("firstName", "addresses[0].country"). */
export type ErrorsOf = (name: string) => string[] | undefined;

const idOf = (name: string) => `contact-${name.replace(/[^A-Za-z0-9_]+/g, "-")}`;

interface Base {
  name: string;
  label: string;
  errors?: string[];
  hint?: string;
}

function Described({ name, errors, hint }: Pick<Base, "name" | "errors" | "hint">) {
  return (
    <>
      {hint ? (
        <Text as="p" size="1" color="gray" id={`${idOf(name)}-hint`} className="field-hint">
          {hint}
        </Text>
      ) : null}
      <FieldError id={`${idOf(name)}-error`} errors={errors} />
    </>
  );
}

const describedBy = (name: string, errors?: string[], hint?: string) =>
  [hint ? `${idOf(name)}-hint` : "", errors?.length ? `${idOf(name)}-error` : ""].filter(Boolean).join(" ") || undefined;

/** A labelled text input (a native <input> in our TextField, Radix's markup) with its error underneath. */
export function Input({
  name,
  label,
  errors,
  hint,
  defaultValue,
  type = "text",
  autoComplete,
  readOnly,
  step,
}: Base & {
  defaultValue?: string | number | null;
  type?: "text" | "email" | "tel" | "date" | "number" | "password";
  autoComplete?: string;
  readOnly?: boolean;
  step?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={idOf(name)} className="field-label">
        {label}
      </label>
      <TextField
        id={idOf(name)}
        name={name}
        type={type}
        defaultValue={defaultValue ?? ""}
        autoComplete={autoComplete ?? "off"}
        readOnly={readOnly}
        step={step}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(name, errors, hint)}
        size="2"
      />
      <Described name={name} errors={errors} hint={hint} />
    </div>
  );
}

export function LongText({ name, label, errors, defaultValue }: Base & { defaultValue?: string }) {
  return (
    <div className="field">
      <label htmlFor={idOf(name)} className="field-label">
        {label}
      </label>
      <TextArea
        id={idOf(name)}
        name={name}
        defaultValue={defaultValue ?? ""}
        rows={3}
        aria-describedby={describedBy(name, errors)}
      />
      <Described name={name} errors={errors} />
    </div>
  );
}

/** A native <select> (works without JavaScript); `placeholder` is the empty first option. */
export function Select({
  name,
  label,
  errors,
  hint,
  defaultValue,
  options,
  groups,
  placeholder = "Select…",
  onChange,
}: Base & {
  defaultValue?: string | number | null;
  options?: Array<Option | string>;
  groups?: Array<{ label: string; options: Array<{ value: string; label: string }> }>;
  placeholder?: string | null;
  onChange?: (value: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={idOf(name)} className="field-label">
        {label}
      </label>
      <select
        id={idOf(name)}
        name={name}
        defaultValue={defaultValue == null ? "" : String(defaultValue)}
        className="native-select"
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={describedBy(name, errors, hint)}
        onChange={onChange ? (e) => onChange(e.currentTarget.value) : undefined}
      >
        {placeholder === null ? null : <option value="">{placeholder}</option>}
        {(options ?? []).map((o) =>
          typeof o === "string" ? (
            <option key={o} value={o}>
              {o}
            </option>
          ) : (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ),
        )}
        {(groups ?? []).map((g) => (
          <optgroup key={g.label} label={g.label}>
            {g.options.map((o) => (
              <option key={`${g.label}-${o.value}`} value={o.value}>
                {o.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <Described name={name} errors={errors} hint={hint} />
    </div>
  );
}

export function Checkbox({ name, label, defaultChecked }: { name: string; label: string; defaultChecked?: boolean }) {
  return (
    <label className="checkbox-label field contact-checkbox">
      <input type="checkbox" name={name} id={idOf(name)} defaultChecked={defaultChecked} />
      <Text size="2">{label}</Text>
    </label>
  );
}
