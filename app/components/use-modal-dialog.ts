import { useEffect, useRef } from "react";
import { useNavigate } from "@remix-run/react";

/**
 * A "modal" is a URL rendered as a native `<dialog open>` (works without JavaScript). With JavaScript it
 * is upgraded to a real modal (focus trap, backdrop) and Escape navigates to `closeTo`.
 */
export function useModalDialog(closeTo: string) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
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
