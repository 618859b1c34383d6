import { NavLink } from "@remix-run/react";
import { canSeeSettings } from "~/lib/roles";
import type { ShellUser } from "./top-bar";

interface NavItem {
  to: string;
  label: string;
  visible?: (user: ShellUser) => boolean;
}

/** The tabs of the shell (spec §2), with their role gates: Settings above role 2, Library with canAccessDocs. */
export const NAV_ITEMS: NavItem[] = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/viewContacts", label: "View/Edit Contacts" },
  { to: "/newContact", label: "New Contact" },
  { to: "/clientMgmt", label: "Client Management" },
  { to: "/action", label: "Take an Action" },
  { to: "/reports", label: "Reports" },
  { to: "/affiliation", label: "Affiliation" },
  { to: "/settings", label: "Settings", visible: (u) => canSeeSettings(u.role) },
  { to: "/library", label: "Library", visible: (u) => u.canAccessDocs },
];

export function visibleNavItems(user: ShellUser): NavItem[] {
  return NAV_ITEMS.filter((item) => item.visible?.(user) ?? true);
}

export function MainNav({ user }: { user: ShellUser }) {
  return (
    <nav aria-label="Main" className="main-nav">
      <ul>
        {visibleNavItems(user).map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} prefetch="intent">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
