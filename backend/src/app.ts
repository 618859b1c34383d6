import { Hono } from "hono";
import { ZodError } from "zod";
import type { AppDeps } from "./context";
import { HttpError } from "./http/errors";

export function createApp(deps: AppDeps) {
  const app = new Hono();

  app.get("/health", (c) => c.json({ ok: true }));

  // Feature routers are mounted here, each at the spec's paths.

  app.notFound((c) => c.json({ message: "Not found" }, 404));
  app.onError((err, c) => {
    if (err instanceof HttpError) return c.json({ message: err.message }, err.status);
    if (err instanceof ZodError) return c.json({ message: err.issues[0]?.message ?? "Invalid request" }, 400);
    console.error(err);
    return c.json({ message: "Something went wrong on our side. Please try again." }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
