/** A one-time message shown after a redirect (set by an action, read and cleared by the root loader). */
/** "info" is a short notice (e.g. the 4 s search hint); "error" is announced with role="alert". */
export type ToastType = "success" | "error" | "info";
export interface Toast {
  id: string;
  message: string;
  type: ToastType;
}

/** Messages longer than this stay as long as failures do (spec §9: 4 s, 9 s for failures and long messages). */
export const LONG_TOAST_CHARS = 80;

export function toastSeconds(toast: Pick<Toast, "message" | "type">): 4 | 9 {
  return toast.type === "error" || toast.message.length > LONG_TOAST_CHARS ? 9 : 4;
}

export function parseToast(value: unknown): Toast | null {
  if (typeof value !== "object" || value === null) return null;
  const { id, message, type } = value as Record<string, unknown>;
  if (typeof message !== "string" || message === "") return null;
  if (type !== "success" && type !== "error" && type !== "info") return null;
  return { id: typeof id === "string" ? id : "toast", message, type };
}
