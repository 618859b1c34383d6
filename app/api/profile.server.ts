import type { z } from "zod";
import { profileCalls as calls, type Profile } from "@contract/profile";
import type { BackendHttp } from "./http.server";

/** Profile data from the second backend (spec §3). featureFlags is a comma list. */
export type ProfileData = z.output<typeof Profile>;

export function hasFeature(profile: Pick<ProfileData, "featureFlags">, flag: string): boolean {
  return profile.featureFlags
    .split(",")
    .map((f) => f.trim().toLowerCase())
    .includes(flag.toLowerCase());
}

/** `http` is the client for API2_BASE_URL. */
export function profileApi(http: BackendHttp) {
  return {
    get: (userId: number) => http.post(calls.get.path, undefined, calls.get.answers[200], { query: { userId } }),
  };
}
