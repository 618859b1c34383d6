/** Where a user's logo is served from: absolute URLs as they are, backend paths through our /image proxy. */
export function logoSrc(logoURL: string | null | undefined, userId: number): string | null {
  const value = logoURL?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value) || value.startsWith("/")) return value;
  return `/image/${userId}/${encodeURIComponent(value)}`;
}

export function UserLogo({
  logoURL,
  userId,
  companyName,
  className,
}: {
  logoURL: string | null | undefined;
  userId: number;
  companyName: string | null | undefined;
  className?: string;
}) {
  const src = logoSrc(logoURL, userId);
  if (!src) return null;
  return <img className={className ?? "user-logo"} src={src} alt={companyName ? `${companyName} logo` : "Your logo"} />;
}
