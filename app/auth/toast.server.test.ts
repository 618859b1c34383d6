import { describe, expect, it } from "vitest";
import { toastSeconds } from "~/lib/toast";
import { readToast, redirectWithToast } from "./toast.server";

function cookieFrom(response: Response): string {
  const setCookie = response.headers.get("set-cookie") ?? "";
  return setCookie.split(";")[0];
}

describe("toast cookie", () => {
  it("round-trips a toast through a redirect and clears it when read", async () => {
    const response = await redirectWithToast("/login", { message: "You have been logged out.", type: "success" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/login");
    const request = new Request("http://localhost/login", { headers: { cookie: cookieFrom(response) } });
    const { toast, clearHeader } = await readToast(request);
    expect(toast).toMatchObject({ message: "You have been logged out.", type: "success" });
    expect(toast?.id).toBeTruthy();
    expect(clearHeader).toMatch(/ch_toast=;.*Max-Age=0/);
  });

  it("keeps other Set-Cookie headers of the redirect", async () => {
    const response = await redirectWithToast(
      "/home",
      { message: "x", type: "error" },
      {
        headers: [["Set-Cookie", "ch_session=abc; Path=/"]],
      },
    );
    expect(response.headers.getSetCookie()).toHaveLength(2);
  });

  it("ignores a tampered cookie", async () => {
    const request = new Request("http://localhost/", { headers: { cookie: "ch_toast=eyJtZXNzYWdlIjoiaGkifQ%3D%3D.forged" } });
    const { toast, clearHeader } = await readToast(request);
    expect(toast).toBeNull();
    expect(clearHeader).not.toBeNull();
  });

  it("reads nothing when there is no toast cookie", async () => {
    expect(await readToast(new Request("http://localhost/"))).toEqual({ toast: null, clearHeader: null });
  });

  it("shows failures and long messages for 9 s, others for 4 s", () => {
    expect(toastSeconds({ message: "Saved", type: "success" })).toBe(4);
    expect(toastSeconds({ message: "Failed", type: "error" })).toBe(9);
    expect(toastSeconds({ message: "x".repeat(81), type: "success" })).toBe(9);
  });
});
