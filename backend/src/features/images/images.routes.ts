import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { imageCalls as calls } from "../../../../contract/images";
import type { AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { bodyOf, paramsOf, reply, route } from "../../http/contract-route";
import { badRequest } from "../../http/errors";
import { tokenAuth } from "../../http/token-auth";
import { containsNul, NUL_REFUSED, parseWith } from "../../http/validate";
import type { Storage } from "../../integrations/storage/storage";
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE } from "./image-content";
import { defaultImageStorage, readImage, uploadLogo, type ImageUpload } from "./images.service";

/** Base64 grows by 4/3; leave room for the other fields and a data: prefix. */
const MAX_BODY_BYTES = Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;

function decodeBase64(value: string): Uint8Array {
  const payload = value.replace(/^data:[^,]*;base64,/i, "").replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload)) throw badRequest("iconBlob must be base64.");
  return Buffer.from(payload, "base64");
}

async function readUpload(c: Context<AppEnv>): Promise<ImageUpload> {
  const actor = c.get("actor");
  const type = c.req.header("content-type") ?? "";
  // A form field is read by the contract's own userID, as the JSON body's is.
  const userIdOf = (raw: unknown) => parseWith(calls.upload.body.shape.userID, raw) ?? actor.actingAsUserId;

  if (type.toLowerCase().startsWith("multipart/form-data")) {
    const form = await c.req.parseBody().catch(() => {
      throw badRequest("The upload is not valid multipart/form-data.");
    });
    if (containsNul(Object.values(form).filter((v) => typeof v === "string"))) throw badRequest(NUL_REFUSED);
    const file = form.iconBlob ?? form.file;
    if (!(file instanceof File)) throw badRequest("Please select a file.");
    if (file.size > IMAGE_MAX_BYTES) throw badRequest(IMAGE_TOO_LARGE);
    const name = typeof form.name === "string" && form.name !== "" ? form.name : file.name;
    return { userID: userIdOf(form.userID), name, bytes: new Uint8Array(await file.arrayBuffer()) };
  }
  const body = await bodyOf(c, calls.upload);
  const bytes = decodeBase64(body.iconBlob);
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw badRequest(IMAGE_TOO_LARGE);
  return { userID: body.userID ?? actor.actingAsUserId, name: body.name, bytes };
}

/**
 * POST /image (token; JSON with base64 iconBlob, or multipart) and GET /image/{userID}/{name} (public,
 * like a CDN address: the name is in the user's logoURL, which the emails and the web app show):
 * contract/images.ts.
 */
export function imagesRoutes(deps: AppDeps, storage: Storage = defaultImageStorage(deps)) {
  const r = new Hono<AppEnv>();

  r.post(
    route(calls.upload),
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ message: IMAGE_TOO_LARGE }, 413),
    }),
    tokenAuth(deps),
    async (c) => {
      const upload = await readUpload(c);
      return reply(c, calls.upload, await uploadLogo(deps, storage, c.get("actor"), upload), 201);
    },
  );

  r.get(route(calls.file), async (c) => {
    const { userId, name } = paramsOf(c, calls.file);
    const { bytes, type } = await readImage(storage, userId, name);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": type,
      "Content-Length": String(bytes.byteLength),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=300",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    });
  });

  return r;
}
