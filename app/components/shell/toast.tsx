import { useState } from "react";
import { toastSeconds, type Toast } from "~/lib/toast";

/**
 * The one-time toast from the root loader. It hides itself with a CSS animation (4 s, 9 s for failures
 * and long messages), so it works without JavaScript; keyed by id so a new toast restarts the animation.
 */
export function ToastMessage({ toast: latest }: { toast: Toast | null }) {
  const toast = useLastToast(latest);
  if (!toast) return null;
  const seconds = toastSeconds(toast);
  return (
    <div className="toast-region">
      <div
        key={toast.id}
        role={toast.type === "error" ? "alert" : "status"}
        className={`toast toast-${toast.type} toast-${seconds}s`}
      >
        {toast.message}
      </div>
    </div>
  );
}

/**
 * The toast is read once, by the root loader of the request that brought it: a later revalidation (a
 * fetcher's post) answers none. Keep the last one mounted until a new one comes; its animation hides it.
 */
function useLastToast(toast: Toast | null): Toast | null {
  const [last, setLast] = useState(toast);
  if (toast && toast.id !== last?.id) setLast(toast);
  return toast ?? last;
}
