import { z } from "zod";
import { optionalIdSchema } from "../backend/src/domain/wire-fields";
import { defineCall, raw } from "./define";
import { Id, pathId, pathText } from "./fields";

/** The spec's payload: id, description, sort, name, userID, iconBlob (base64, optionally a data: URL). */
export const ImageJson = z.object({
  id: optionalIdSchema("id"),
  description: z.string().max(500).nullish(),
  sort: z.union([z.number(), z.string().max(20)]).nullish(),
  name: z.string({ error: "Please give the image a name." }).max(500, { error: "The image name is too long." }),
  userID: optionalIdSchema("userID"),
  iconBlob: z.string({ error: "Please select a file." }).meta({ description: "The image, base64 (a data: URL too)." }),
});

/** Where a stored image is served from. */
export const StoredImage = z
  .object({
    userID: Id,
    name: z.string().meta({ description: "The stored name: the file name without spaces, extension or other signs." }),
    logoURL: z.string().meta({ description: "/image/{userID}/{name}: what the user's logoURL is now." }),
  })
  .meta({ id: "StoredImage" });

const resource = "Images";

/** A user's logo: the upload, and the public address it is served from. */
export const imageCalls = {
  upload: defineCall({
    method: "POST",
    path: "/image",
    resource,
    summary: "Upload a user's logo and set their logoURL",
    description:
      "JSON with base64 `iconBlob`, or multipart/form-data with the file as `iconBlob` (or `file`). PNG, JPEG, GIF or WebP of at most 800 KB (819200 bytes). `userID` defaults to the caller (or the impersonated affiliate); an affiliate may upload only their own.",
    access: "token",
    body: ImageJson,
    answers: { 201: StoredImage },
    errors: [403, 404, 413],
  }),
  file: defineCall({
    method: "GET",
    path: "/image/{userId}/{name}",
    resource,
    summary: "A stored image",
    description: "Public, like a CDN address: the address is in the user's logoURL, which emails and pages show.",
    access: "public",
    params: z.object({ userId: pathId("userID"), name: pathText("The image's stored name.") }),
    answers: { 200: raw("image/*", "The image (PNG, JPEG, GIF or WebP, as its bytes say).") },
    errors: [404],
  }),
};
