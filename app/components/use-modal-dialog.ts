import { useEffect, useRef } from "react";
import { useNavigate } from "@remix-run/react";

/** The element that last had focus outside any open dialog: the control that opened the next one. */
let lastFocusOutside: { element: HTMLElement; id: string } | null = null;

/**
 * Remembers where focus was before a dialog opens, so closing the dialog can give it back
 * (docs/decisions/0134). Called once from the root; returns the clean-up.
 */
export function trackFocusForDialogs() {
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (target instanceof HTMLElement && !target.closest("dialog[open]")) {
      lastFocusOutside = { element: target, id: target.id };
    }
  };
  document.addEventListener("focusin", onFocusIn);
  return () => document.removeEventListener("focusin", onFocusIn);
}

/** The opener itself, or (when a navigation re-rendered it) the element now carrying its id. */
function returnFocus(opener: { element: HTMLElement; id: string } | null) {
  if (!opener) return;
  const target = opener.element.isConnected ? opener.element : opener.id ? document.getElementById(opener.id) : null;
  target?.focus();
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the last control goes to the first and Shift+Tab from the first to the last: a native modal
 * would let focus leave the page for the browser's own toolbar.
 */
function wrapTab(dialog: HTMLDialogElement, event: KeyboardEvent) {
  if (event.key !== "Tab") return;
  const stops = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A "modal" is a URL rendered as a native `<dialog open>` (works without JavaScript). With JavaScript it
 * is upgraded to a real modal (focus kept inside, backdrop), Escape navigates to `closeTo`, and closing it puts
 * focus back on the control that opened it.
 */
export function useModalDialog(closeTo: string) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const opener = lastFocusOutside;
    return () => {
      // After the navigation that closed the dialog has rendered the page the opener lives on.
      requestAnimationFrame(() => returnFocus(opener));
    };
  }, []);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== "function") return;
    if (!dialog.matches(":modal")) {
      dialog.close();
      dialog.showModal();
    }
    const onCancel = (event: Event) => {
      event.preventDefault();
      navigate(closeTo, { preventScrollReset: true });
    };
    const onKeyDown = (event: KeyboardEvent) => wrapTab(dialog, event);
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("keydown", onKeyDown);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("keydown", onKeyDown);
    };
  }, [navigate, closeTo]);
  return ref;
}
