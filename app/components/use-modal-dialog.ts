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

/**
 * A "modal" is a URL rendered as a native `<dialog open>` (works without JavaScript). With JavaScript it
 * is upgraded to a real modal (focus trap, backdrop), Escape navigates to `closeTo`, and closing it puts
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
    dialog.addEventListener("cancel", onCancel);
    return () => dialog.removeEventListener("cancel", onCancel);
  }, [navigate, closeTo]);
  return ref;
}
