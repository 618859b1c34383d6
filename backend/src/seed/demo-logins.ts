/** The demo users' logins, printed by `npm start` and listed in the README. No imports: cheap to load. */
export const DEMO_PASSWORD = "Demo!2026";

export interface DemoLogin {
  role: string;
  email: string;
  password: string;
}

export const demoLogins: readonly DemoLogin[] = [
  { role: "Finance", email: "finance@coachhub.local", password: DEMO_PASSWORD },
  { role: "Office Staff", email: "office@coachhub.local", password: DEMO_PASSWORD },
  { role: "Affiliate", email: "maya.lopez@coachhub.local", password: DEMO_PASSWORD },
  { role: "Affiliate", email: "daniel.tremblay@coachhub.local", password: DEMO_PASSWORD },
  { role: "Affiliate", email: "priya.shah@coachhub.local", password: DEMO_PASSWORD },
  { role: "Affiliate", email: "liam.oconnor@coachhub.local", password: DEMO_PASSWORD },
  { role: "Affiliate", email: "grace.kim@coachhub.local", password: DEMO_PASSWORD },
  { role: "Affiliate", email: "noah.martin@coachhub.local", password: DEMO_PASSWORD },
];
