import { NavLink, useLocation } from "@remix-run/react";
import { canSeeSettings } from "~/lib/roles";
import type { ShellUser } from "./top-bar";

interface NavItem {
  to: string;
  label: string;
  visible?: (user: ShellUser) => boolean;
}

/** The tabs of the shell (spec §2), with their role gates: Settings above role 2, Library with the logged-in user's canAccessDocs. */
export const NAV_ITEMS: NavItem[] = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/viewContacts", label: "View/Edit Contacts" },
  { to: "/newContact", label: "New Contact" },
  { to: "/clientMgmt", label: "Client Management" },
  { to: "/action", label: "Take an Action" },
  { to: "/reports", label: "Reports" },
  { to: "/affiliation", label: "Affiliation" },
  { to: "/settings", label: "Settings", visible: (u) => canSeeSettings(u.role) },
  { to: "/library", label: "Library", visible: (u) => u.canOpenLibrary },
];

export function visibleNavItems(user: ShellUser): NavItem[] {
  return NAV_ITEMS.filter((item) => item.visible?.(user) ?? true);
}

/**
 * The tabs in a row; at 576 px and below (docs/decisions/0101) they collapse behind a "Menu" disclosure,
 * a native <details> so it opens without JavaScript. CSS shows one of the two lists, never both.
 */
export function MainNav({ user }: { user: ShellUser }) {
  const items = visibleNavItems(user);
  // Keyed by the path, so the menu closes again after a navigation made without a page load.
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className="main-nav">
      <details className="nav-menu" key={pathname}>
        <summary>Menu</summary>
        <NavList items={items} />
      </details>
      <NavList items={items} className="nav-tabs" />
    </nav>
  );
}

function NavList({ items, className }: { items: NavItem[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} prefetch="intent">
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
