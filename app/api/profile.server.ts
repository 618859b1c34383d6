import { z } from "zod";
import type { BackendHttp } from "./http.server";

/** Profile data from the second backend (spec §3). featureFlags is a comma list. */
export const ProfileData = z
  .object({
    userId: z.number().int(),
    email: z.string().nullish(),
    featureFlags: z
      .string()
      .nullish()
      .transform((v) => v ?? ""),
    stripeConnectAccountId: z.string().nullish(),
    language: z.string().nullish(),
  })
  .passthrough();
export type ProfileData = z.infer<typeof ProfileData>;

export function hasFeature(profile: Pick<ProfileData, "featureFlags">, flag: string): boolean {
  return profile.featureFlags
    .split(",")
    .map((f) => f.trim().toLowerCase())
    .includes(flag.toLowerCase());
}

/** `http` is the client for API2_BASE_URL. */
export function profileApi(http: BackendHttp) {
  return {
    get: (userId: number) => http.post("/api/v1/user/profile", undefined, ProfileData, { query: { userId } }),
  };
}
