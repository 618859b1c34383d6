// react-dom 18 ships its web-streams renderer as "react-dom/server.browser"; @types/react-dom types it
// under "react-dom/server" only (app/render-document.server.ts).
declare module "react-dom/server.browser" {
  export { renderToReadableStream } from "react-dom/server";
}
