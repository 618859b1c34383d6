import { z } from "zod";
import type { BackendHttp } from "./http.server";

/** The answer of POST /image: where the stored image is served from. */
export const ImageAnswer = z.object({ userID: z.number().int(), name: z.string(), logoURL: z.string() }).passthrough();

/** POST /image with the spec's payload (id, description, sort, name, userID, iconBlob as base64). */
export interface ImageUpload {
  id: number;
  description: string;
  sort: number;
  name: string;
  userID: number;
  iconBlob: string;
}

export function imagesApi(http: BackendHttp) {
  return {
    upload: (image: ImageUpload) => http.post("/image", image, ImageAnswer),
    /** GET /image/{userID}/{name}: the stored bytes as the backend serves them (public: a 401 logs no one out). */
    file: (userId: number, name: string) => http.raw(`/image/${userId}/${encodeURIComponent(name)}`, { logoutOn401: false }),
  };
}
