import { data, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import radixStyles from "~/styles/radix.css?url";
import appStyles from "~/styles/app.css?url";
import { callerOf, commitSession, getOptionalSession, isLoggedIn } from "~/auth/session.server";
import { readToast } from "~/auth/toast.server";
import { ImpersonationBanner, type ImpersonationInfo } from "~/components/shell/impersonation-banner";
import { MainNav } from "~/components/shell/main-nav";
import { MAINTENANCE_MESSAGE, MaintenancePage } from "~/components/shell/maintenance";
import { useNonce } from "~/components/shell/nonce";
import { ProgressBar } from "~/components/shell/progress-bar";
import { answerOf, describeError, ServiceUnavailablePage } from "~/components/route-error-boundary";
import { trackFocusForDialogs } from "~/components/use-modal-dialog";
import { SystemNotificationPopup } from "~/components/shell/system-notification-popup";
import { loadStartupNotification } from "~/components/shell/system-notification-popup.server";
import { ThemeRoot } from "~/components/primitives";
import { ToastMessage } from "~/components/shell/toast";
import { TopBar, type ShellUser } from "~/components/shell/top-bar";
import { env } from "~/env.server";
import { canOpenLibrary } from "~/lib/library-access";
import { canSeeAdminBanner } from "~/lib/roles";
import { siteLabelFor } from "~/lib/site-label";
import { loadTranslateWidget } from "~/lib/translate.server";
import { useEffect } from "react";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "stylesheet", href: radixStyles },
  { rel: "stylesheet", href: appStyles },
];

export const meta: MetaFunction = () => [{ title: "Coach Hub" }];

/** Pages a user with a pending forced password change may still reach (the shell is blocked). */
const FORCED_CHANGE_PATHS = new Set(["/reset-password", "/logout"]);

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Throws the 503 maintenance response and refuses cross-site writes before anything else.
  const session = await getOptionalSession(request);
  const loggedIn = isLoggedIn(session);
  const forced = loggedIn && Boolean(session.get("forcePasswordChange"));
  const { pathname } = new URL(request.url);
  if (forced && !FORCED_CHANGE_PATHS.has(pathname)) throw redirect("/reset-password");

  const { toast, clearHeader } = await readToast(request);
  // The client portal's pages are the client's, not staff's: no staff shell there even when a staff
  // session is open in the same browser (docs/decisions/0391).
  const portalPage = pathname === "/portal" || pathname.startsWith("/portal/");
  const sysUser = loggedIn && !forced && !portalPage ? (session.get("selectedUser") ?? session.get("sysUser")) : undefined;
  const user: ShellUser | null = sysUser
    ? {
        id: sysUser.id,
        firstName: sysUser.FirstName,
        lastName: sysUser.LastName,
        email: sysUser.Email,
        role: session.get("sysUser")?.userRole ?? sysUser.userRole,
        logoURL: sysUser.logoURL,
        companyName: sysUser.companyName,
        canOpenLibrary: canOpenLibrary(session.get("sysUser")!),
      }
    : null;

  const selected = user ? session.get("selectedUser") : null;
  const impersonating: ImpersonationInfo | null = selected
    ? { email: selected.Email, firstName: selected.FirstName, lastName: selected.LastName }
    : null;
  const adminMode = Boolean(user && canSeeAdminBanner(session.get("sysUser")?.userRole ?? 0));
  // The translate widget (only with the profile's enable_button_translate flag) and the page language.
  const [translate, startup] = await Promise.all([
    user ? loadTranslateWidget(callerOf(request, context, session), session, user.id) : null,
    portalPage ? { startup: null, sessionChanged: false } : loadStartupNotification(request, context, session),
  ]);
  const shownToast =
    toast ?? (translate?.error ? { id: "profile-data", message: translate.error, type: "error" as const } : null);
  const headers = new Headers();
  if (clearHeader) headers.append("Set-Cookie", clearHeader);
  if (translate?.sessionChanged || startup.sessionChanged) headers.append("Set-Cookie", await commitSession(request, session));

  return data(
    {
      user,
      impersonating,
      adminMode,
      toast: shownToast,
      startup: startup.startup,
      siteLabel: siteLabelFor(env.API_BASE_URL),
      supportEmail: env.SUPPORT_EMAIL,
      translate: translate?.widget ?? null,
      lang: translate?.widget?.current ?? "en",
    },
    { headers },
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // Marks the page as interactive, so end-to-end tests never click a control before React owns it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useEffect(trackFocusForDialogs, []);
  const lang = useRouteLoaderData<typeof loader>("root")?.lang ?? "en";
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <ThemeRoot>{children}</ThemeRoot>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const user = rootData?.user ?? null;
  return (
    <>
      <ProgressBar />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <TopBar
        user={user}
        siteLabel={rootData?.siteLabel ?? null}
        supportEmail={rootData?.supportEmail ?? ""}
        translate={rootData?.translate ?? null}
      />
      {user ? (
        <ImpersonationBanner impersonating={rootData?.impersonating ?? null} adminMode={rootData?.adminMode ?? false} />
      ) : null}
      {user ? <MainNav user={user} /> : null}
      <ToastMessage toast={rootData?.toast ?? null} />
      <main id="main" className="main">
        {rootData?.startup ? <SystemNotificationPopup startup={rootData.startup} /> : null}
        <Outlet />
      </main>
    </>
  );
}

/**
 * Last resort: the root itself failed (maintenance mode, or the backend's outage while the shell read it).
 * No shell, just the message.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 503) {
    if (answerOf(error)?.message === MAINTENANCE_MESSAGE) return <MaintenancePage />;
    return (
      <main className="main">
        <ServiceUnavailablePage />
      </main>
    );
  }
  const { title, detail } = describeError(error);
  return (
    <main className="main error-page">
      <h1>{title}</h1>
      <p role="alert">{detail}</p>
      <p>
        <a href="/home">Go to the home page</a>
      </p>
    </main>
  );
}
