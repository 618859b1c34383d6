export const MAINTENANCE_MESSAGE = "The site is under maintenance. Please try again later.";

export function MaintenancePage() {
  return (
    <main className="maintenance">
      <p role="alert">{MAINTENANCE_MESSAGE}</p>
    </main>
  );
}
