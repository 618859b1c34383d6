import { useNavigation } from "@remix-run/react";

/** A thin bar at the top while a navigation or submission is under way (JavaScript only). */
export function ProgressBar() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return <div className="progress-bar" role="progressbar" aria-label="Loading" aria-busy="true" />;
}
