import { addressesToSave } from "./draft";
import type { ContactDraft } from "./schema";

export type DraftIntent =
  | { kind: "page"; page: 1 | 2 }
  | { kind: "editAddress"; index: number }
  | { kind: "deleteAddress"; index: number }
  | { kind: "saveAddress" }
  | { kind: "cancelAddress" };

/** next, previous, editAddress:{i}, deleteAddress:{i}, saveAddress, cancelAddress; null for anything else. */
export function draftIntentOf(intent: string): DraftIntent | null {
  if (intent === "next") return { kind: "page", page: 2 };
  if (intent === "previous") return { kind: "page", page: 1 };
  if (intent === "saveAddress") return { kind: "saveAddress" };
  if (intent === "cancelAddress") return { kind: "cancelAddress" };
  const m = /^(editAddress|deleteAddress):(\d+)$/.exec(intent);
  if (m) return { kind: m[1] as "editAddress" | "deleteAddress", index: Number(m[2]) };
  return null;
}

/** The draft after a draft intent (a valid address form for saveAddress: the action validated it). */
export function applyDraftIntent(d: ContactDraft, intent: DraftIntent): ContactDraft {
  const list = d.addresses ?? [];
  switch (intent.kind) {
    case "page":
      return { ...d, page: intent.page };
    case "editAddress": {
      const row = list[intent.index];
      return row ? { ...d, page: 1, editIndex: intent.index, address: { ...row } } : { ...d, page: 1 };
    }
    case "deleteAddress": {
      const addresses = list.filter((_, i) => i !== intent.index);
      // The address form keeps editing the same row (its index moves up) or, when that row went, adds new.
      let editIndex = d.editIndex;
      let address = d.address;
      if (editIndex === intent.index) [editIndex, address] = [undefined, undefined];
      else if (editIndex !== undefined && editIndex > intent.index) editIndex -= 1;
      return { ...d, page: 1, addresses, editIndex, address };
    }
    case "saveAddress":
      return { ...d, page: 1, addresses: addressesToSave(d), editIndex: undefined, address: undefined };
    case "cancelAddress":
      return { ...d, page: 1, editIndex: undefined, address: undefined };
  }
}
