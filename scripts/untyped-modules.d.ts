// express 4, compression and morgan ship no types, and @types/* for them are not installed: the web
// server (scripts/web-server.ts) uses them untyped.
declare module "express";
declare module "compression";
declare module "morgan";
