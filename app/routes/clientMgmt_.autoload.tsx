/**
 * /clientMgmt/autoload: Client Management reopening the selected client (billing spec). Until that
 * screen is built it is /clientMgmt itself, outside its layout (hence the `_`).
 */
export { default, ErrorBoundary, loader, meta } from "./clientMgmt";
