import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { AFFILIATE_FEE_TYPES } from "@domain/affiliate-fee-types";
import { FieldError } from "~/components/form-field";

const isKnown = (value: string) => (AFFILIATE_FEE_TYPES as readonly string[]).includes(value);

/**
 * The affiliate fee type as a choice of the spec's 14 types (§9), the only values the backend accepts.
 * A stored value outside the list (an older spelling, none) stays selectable so an unrelated save keeps it.
 */
export function AffiliateFeeTypeSelect({ field, className }: { field: FieldMetadata<string | undefined>; className?: string }) {
  const current = field.initialValue ?? "";
  return (
    <div className="field">
      <label htmlFor={field.id} className="field-label">
        Affiliate Fee Type
      </label>
      <select {...getSelectProps(field)} key={field.key} className={className}>
        {isKnown(current) ? null : <option value={current}>{current || "(none)"}</option>}
        {AFFILIATE_FEE_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}
