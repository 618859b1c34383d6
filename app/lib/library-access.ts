/**
 * Who may open the library (docs/decisions/0098): the logged-in user's own canAccessDocs. Impersonation
 * lends an affiliate's records, not their entitlements, so staff acting as an affiliate keep their own
 * library access. The backend applies the same rule to the token's user (features/library).
 */
export function canOpenLibrary(sysUser: { canAccessDocs: boolean }): boolean {
  return sysUser.canAccessDocs;
}
