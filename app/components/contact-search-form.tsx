import { Form, useLocation } from "@remix-run/react";

/**
 * The contact search box (spec §2): a GET form to /search?q=…, sent by Enter or the search icon. `from`
 * is the page it was typed on, where a too-short text comes back to and the results dialog closes to.
 */
export function ContactSearchForm({
  id,
  label,
  placeholder = "Search contacts",
  disabledReason = null,
  className = "search-box",
  visibleLabel = false,
}: {
  id: string;
  label: string;
  placeholder?: string;
  /** Shown instead of the placeholder, with the box disabled (e.g. on /newContact). */
  disabledReason?: string | null;
  className?: string;
  visibleLabel?: boolean;
}) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const onSearch = location.pathname === "/search";
  const from = onSearch ? (params.get("from") ?? "") : location.pathname + location.search;
  const disabled = Boolean(disabledReason);
  return (
    <Form method="get" action="/search" role="search" className={className} aria-label={label}>
      <label htmlFor={id} className={visibleLabel ? "field-label" : "visually-hidden"}>
        {label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        placeholder={disabledReason ?? placeholder}
        title={disabledReason ?? undefined}
        disabled={disabled}
        defaultValue={onSearch ? (params.get("q") ?? "") : ""}
        key={location.pathname + (onSearch ? location.search : "")}
      />
      {from ? <input type="hidden" name="from" value={from} /> : null}
      <button type="submit" aria-label="Search" title="Search" disabled={disabled} className="icon-button">
        <SearchIcon />
      </button>
    </Form>
  );
}

function SearchIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <line x1="11" y1="11" x2="15" y2="15" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
