import { join } from "node:path";
import type { AppDeps } from "../../context";
import type { Queryable } from "../../db/client";
import type { Env } from "../../env";
import type { Actor } from "../../http/actor";
import { assertCanActFor, assertMayManageRole } from "../../http/authorize";
import { badRequest, notFound } from "../../http/errors";
import { createDatabaseStorage } from "../../integrations/storage/database-storage";
import type { Storage } from "../../integrations/storage/storage";
import { getUser, setUserFields } from "../users/users.service";
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, NOT_AN_IMAGE, cleanImageName, sniffImageType, type ImageType } from "./image-content";

/** The folder where an installation before 0346 kept its files: imported into the database once at start. */
export function filesDir(env: Env): string {
  return env.FILES_DIR ?? join(env.DATA_DIR, "files");
}

/** Files are in the database (docs/decisions/0346), so every backend on it serves the same logos. */
export function defaultImageStorage(deps: Pick<AppDeps, "db">): Storage {
  return createDatabaseStorage(deps.db);
}

export interface ImageUpload {
  userID: number;
  name: string;
  bytes: Uint8Array;
}

/** The public path of a user's image: what logoURL is set to. */
export const imageUrl = (userId: number, name: string) => `/image/${userId}/${name}`;

/** The storage key of the image a logoURL names when it is one of ours (`/image/{userId}/{name}`), else null. */
export function storedImageKey(logoUrl: string): string | null {
  const match = /^\/image\/([1-9][0-9]{0,9})\/([A-Za-z0-9_-]{1,100})$/.exec(logoUrl.trim());
  return match ? `${match[1]}/${match[2]}` : null;
}

/**
 * The stored image a logoURL names, read in `q` (a transaction's connection too), or null: an address that is
 * not one of ours (never fetched: docs/decisions/0398), a file that is gone or not an image.
 */
export async function storedLogo(
  deps: Pick<AppDeps, "db">,
  q: Queryable,
  logoUrl: string,
): Promise<{ bytes: Uint8Array; type: ImageType } | null> {
  const key = storedImageKey(logoUrl);
  const file = key ? await defaultImageStorage(deps).within(q).get(key) : null;
  const type = file ? sniffImageType(file.bytes) : null;
  return file && type ? { bytes: file.bytes, type } : null;
}

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

  const type = sniffImageType(upload.bytes);
  if (!type) throw badRequest(NOT_AN_IMAGE);

  const name = cleanImageName(upload.name);
  const logoURL = imageUrl(target.id, name);

  // The file and the user's logoURL commit together: a failed update leaves the previous logo as it was.
  await deps.db.transaction(async (tx) => {
    await storage.within(tx).put(`${target.id}/${name}`, upload.bytes, type);
    await setUserFields(tx, actor, target.id, {
      action: "user.logo",
      set: { logoUrl: logoURL },
      before: { logoUrl: target.logoUrl },
      after: { logoUrl: logoURL, bytes: upload.bytes.byteLength },
      now: deps.now(),
    });
  });
  return { userID: target.id, name, logoURL };
}

/** A stored image with its type, or 404. */
export async function readImage(storage: Storage, userId: number, name: string): Promise<{ bytes: Uint8Array; type: ImageType }> {
  const file = await storage.get(`${userId}/${name}`);
  // The served type is sniffed from the bytes again (0031): a file imported from an old folder is served only as an image.
  const type = file ? sniffImageType(file.bytes) : null;
  if (!file || !type) throw notFound("Image not found");
  return { bytes: file.bytes, type };
}
