import { pathOf } from "@contract/define";
import { imageCalls as calls } from "@contract/images";
import type { BackendHttp } from "./http.server";

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
    upload: (image: ImageUpload) => http.post(calls.upload.path, image, calls.upload.answers[201]),
    /** GET /image/{userID}/{name}: the stored bytes as the backend serves them (public: a 401 logs no one out). */
    file: (userId: number, name: string) => http.raw(pathOf(calls.file, { userId, name }), { logoutOn401: false }),
  };
}
