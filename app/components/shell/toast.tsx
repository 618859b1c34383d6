import { toastSeconds, type Toast } from "~/lib/toast";

/**
 * The one-time toast from the root loader. It hides itself with a CSS animation (4 s, 9 s for failures
 * and long messages), so it works without JavaScript; keyed by id so a new toast restarts the animation.
 */
export function ToastMessage({ toast }: { toast: Toast | null }) {
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
