import { join } from "node:path";
import type { AppDeps } from "../../context";
import type { Env } from "../../env";
import type { Actor } from "../../http/actor";
import { assertCanActFor, assertMayManageRole } from "../../http/authorize";
import { badRequest, notFound } from "../../http/errors";
import { createDiskStorage } from "../../integrations/storage/disk-storage";
import type { Storage } from "../../integrations/storage/storage";
import { getUser, setUserFields } from "../users/users.service";
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, NOT_AN_IMAGE, cleanImageName, sniffImageType, type ImageType } from "./image-content";

export function filesDir(env: Env): string {
  return env.FILES_DIR ?? join(env.DATA_DIR, "files");
}

export function defaultImageStorage(env: Env): Storage {
  return createDiskStorage(filesDir(env));
}

export interface ImageUpload {
  userID: number;
  name: string;
  bytes: Uint8Array;
}

/** The public path of a user's image: what logoURL is set to. */
export const imageUrl = (userId: number, name: string) => `/image/${userId}/${name}`;

/**
 * Stores a user's logo and points their logoURL at it, with an audit row. An affiliate may upload only
 * their own; staff anyone's, except that a finance user's logo needs a finance actor (as PUT /user).
 */
export async function uploadLogo(deps: AppDeps, storage: Storage, actor: Actor, upload: ImageUpload) {
  assertCanActFor(actor, upload.userID);
  const target = await getUser(deps.db, upload.userID);
  if (target.id !== actor.userId) assertMayManageRole(actor, target.userRole);

  if (upload.bytes.byteLength === 0) throw badRequest("Please select a file.");
  if (upload.bytes.byteLength > IMAGE_MAX_BYTES) throw badRequest(IMAGE_TOO_LARGE);
  if (!sniffImageType(upload.bytes)) throw badRequest(NOT_AN_IMAGE);

  const name = cleanImageName(upload.name);
  await storage.put(`${target.id}/${name}`, upload.bytes);
  const logoURL = imageUrl(target.id, name);

  await deps.db.transaction((tx) =>
    setUserFields(tx, actor, target.id, {
      action: "user.logo",
      set: { logoUrl: logoURL },
      before: { logoUrl: target.logoUrl },
      after: { logoUrl: logoURL, bytes: upload.bytes.byteLength },
      now: deps.now(),
    }),
  );
  return { userID: target.id, name, logoURL };
}

/** A stored image with its type, or 404. */
export async function readImage(storage: Storage, userId: number, name: string): Promise<{ bytes: Uint8Array; type: ImageType }> {
  const bytes = await storage.get(`${userId}/${name}`);
  const type = bytes ? sniffImageType(bytes) : null;
  if (!bytes || !type) throw notFound("Image not found");
  return { bytes, type };
}
