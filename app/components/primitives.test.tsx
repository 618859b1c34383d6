import * as Radix from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import { createRef, type ComponentType, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, test, vi } from "vitest";
import { Button } from "./button";
import { Box, Callout, Card, Code, Flex, Heading, Text, TextLink, ThemeRoot } from "./primitives";
import { TextArea, TextField } from "./text-fields";

const html = (Component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>, children: string | null) =>
  renderToStaticMarkup(<Component {...props}>{children}</Component>);

/** Our component and Radix's write the same HTML for each set of props, with these children (`null`: none). */
const same = (ours: unknown, radix: unknown, cases: Record<string, unknown>[], children: string | null = "content") =>
  test.each(cases)("%j", (props) => {
    expect(html(ours as ComponentType<Record<string, unknown>>, props, children)).toBe(
      html(radix as ComponentType<Record<string, unknown>>, props, children),
    );
  });

describe("Flex renders what Radix's Flex renders", () => {
  same(Flex, Radix.Flex, [
    {},
    { gap: "3" },
    { gap: "3", wrap: "wrap", justify: "between", align: "center", mt: "4", mb: "2", className: "actions" },
    {
      direction: "column",
      align: "start",
      justify: "end",
      gap: "2",
      m: "1",
      mx: "2",
      my: "3",
      mt: "4",
      mr: "5",
      mb: "6",
      ml: "7",
    },
    { as: "span", gap: "0", id: "row", role: "group", "aria-label": "Actions" },
  ]);
});

describe("Text renders what Radix's Text renders", () => {
  same(Text, Radix.Text, [
    {},
    { as: "p", size: "2", color: "gray", mb: "3" },
    { as: "div", color: "red", role: "alert", id: "error", weight: "bold", mt: "2", my: "3", className: "note" },
    { as: "label", size: "1", htmlFor: "email" },
  ]);
});

describe("Heading renders what Radix's Heading renders", () => {
  same(Heading, Radix.Heading, [
    {},
    { as: "h2", size: "5", mt: "6", mb: "3", id: "monthly-report" },
    { as: "h3", size: "4", className: "section", weight: "bold", color: "gray" },
  ]);
});

test("ThemeRoot renders the root element of Radix's Theme as the app configures it", () => {
  expect(renderToStaticMarkup(<ThemeRoot>content</ThemeRoot>)).toBe(
    renderToStaticMarkup(
      <Radix.Theme accentColor="teal" grayColor="slate" radius="medium">
        content
      </Radix.Theme>,
    ),
  );
});

describe("Button renders what Radix's Button renders", () => {
  same(Button, Radix.Button, [
    {},
    { type: "submit" },
    { type: "submit", name: "intent", value: "save", size: "3", disabled: false },
    { type: "submit", name: "intent", value: "add", variant: "soft", disabled: true },
    { type: "submit", name: "intent", value: "login", size: "3", className: "full-width", disabled: false },
    { type: "submit", name: "intent", value: "cancel", formNoValidate: true, variant: "soft", color: "gray", size: "3" },
    { type: "submit", name: "intent", value: "deactivate", formNoValidate: true, color: "red", variant: "soft" },
    { type: "submit", name: "intent", value: "reactivate", formNoValidate: true, color: "green", variant: "soft" },
    { type: "submit", name: "intent", value: "pick", variant: "soft", color: "gray" },
    { type: "submit", name: "intent", value: "confirmDelete", color: "red", size: "3" },
    { type: "submit", name: "intent", value: "decline", size: "3", color: "red", disabled: false },
    {
      type: "submit",
      name: "intent",
      value: "deleteAddress:0",
      size: "1",
      variant: "soft",
      color: "red",
      "aria-label": "DELETE x",
    },
    { type: "submit", name: "intent", value: "x", size: "1", variant: "ghost", color: "red", "aria-label": "Remove change 1" },
    { type: "submit", name: "intent", value: "x", size: "1", variant: "soft", "aria-label": "CLIENT DETAILS Ann", ml: "2" },
    { type: "submit", size: "1", variant: "solid", color: "amber", highContrast: true },
    { type: "submit", variant: "surface", color: "gray", highContrast: true },
    { type: "submit", name: "intent", value: "uploadLogo", variant: "surface", size: "2" },
    { type: "submit", variant: "soft", size: "1", className: "apply-without-js" },
    {
      type: "submit",
      name: "intent",
      value: "x",
      size: "3",
      variant: "outline",
      disabled: true,
      title: "Select a contact first",
      "aria-describedby": "hint",
    },
    { type: "button", disabled: true, title: "Why not", "aria-describedby": "reason" },
    { type: "submit", form: "client-details-form", name: "contactId", value: 7, size: "1", "aria-label": "CLIENT DETAILS Ann" },
    { type: "submit", name: undefined, value: undefined, onClick: () => undefined, m: "1", mt: "2", mb: "3" },
  ]);
});

test("Button hands its ref to the <button>", () => {
  const ref = createRef<HTMLButtonElement>();
  const rendered = (Button as unknown as { render: (p: object, r: unknown) => ReactElement }).render({ type: "submit" }, ref);
  expect(rendered.type).toBe("button");
  expect((rendered as unknown as { ref: unknown }).ref).toBe(ref);
});

describe("Button asChild styles its child as Radix's Slot does", () => {
  const both = (props: Record<string, unknown>, child: ReactElement) => [
    renderToStaticMarkup(
      <MemoryRouter>
        <Button {...props}>{child}</Button>
      </MemoryRouter>,
    ),
    renderToStaticMarkup(
      <MemoryRouter>
        <Radix.Button {...props}>{child}</Radix.Button>
      </MemoryRouter>,
    ),
  ];

  test.each([
    { asChild: true, variant: "soft", color: "gray", size: "3" },
    { asChild: true, variant: "soft", size: "3" },
    { asChild: true, size: "3", variant: "soft", color: "gray", className: "ours" },
  ])("onto a router Link %j", (props) => {
    const [ours, radix] = both(
      props,
      <Link to="/contacts" preventScrollReset onClick={() => undefined}>
        CANCEL
      </Link>,
    );
    expect(ours).toBe(radix);
    expect(ours).toMatch(/^<a [^>]*href="\/contacts"[^>]*>CANCEL<\/a>$/);
  });

  test("joining class names, merging styles and aria-describedby ids, the child's other props winning", () => {
    const child = (
      <a href="/x" className="theirs" style={{ color: "red" }} aria-describedby="a b" title="child" data-accent-color="red">
        X
      </a>
    );
    const props = {
      asChild: true,
      className: "ours",
      style: { margin: 0, color: "blue" },
      "aria-describedby": "b c",
      title: "button",
    };
    const [ours, radix] = both(props, child);
    expect(ours).toBe(radix);
    expect(ours).toContain('class="rt-reset rt-BaseButton rt-r-size-2 rt-variant-solid rt-Button ours theirs"');
  });

  test("running the child's click handler, then its own", () => {
    const calls: string[] = [];
    const rendered = (Button as unknown as { render: (p: object, r: unknown) => ReactElement }).render(
      {
        asChild: true,
        onClick: () => calls.push("button"),
        children: (
          <a href="/x" onClick={() => calls.push("child")}>
            X
          </a>
        ),
      },
      null,
    );
    (rendered.props as { onClick: () => void }).onClick();
    expect(calls).toEqual(["child", "button"]);
  });

  test("setting its ref as well as the child's", () => {
    const ours = createRef<HTMLButtonElement>();
    const theirs = vi.fn();
    const rendered = (Button as unknown as { render: (p: object, r: unknown) => ReactElement }).render(
      {
        asChild: true,
        children: (
          <a href="/x" ref={theirs}>
            X
          </a>
        ),
      },
      ours,
    );
    const node = {};
    (rendered as unknown as { ref: (n: unknown) => void }).ref(node);
    expect(ours.current).toBe(node);
    expect(theirs).toHaveBeenCalledWith(node);
  });
});

describe("Callout renders what Radix's Callout renders", () => {
  const callout = (Root: ComponentType<Record<string, unknown>>, CalloutText: ComponentType<Record<string, unknown>>) =>
    function Callout(props: Record<string, unknown>) {
      return (
        <Root {...props}>
          <CalloutText>Saved.</CalloutText>
          <CalloutText className="more">More.</CalloutText>
        </Root>
      );
    };
  same(callout(Callout.Root as never, Callout.Text as never), callout(Radix.Callout.Root as never, Radix.Callout.Text as never), [
    {},
    { color: "red", role: "alert" },
    { color: "red", role: "alert", mb: "3" },
    { color: "red", mb: "3", role: "alert", id: "form-error" },
    { color: "red", role: "alert", my: "3" },
    { color: "amber", role: "status", mb: "4" },
    { color: "amber", role: "note", mb: "3" },
    { color: "blue", mb: "3", role: "note" },
    { color: "green", role: "status" },
    { color: "gray", highContrast: true, className: "note", mt: "2" },
  ]);
});

describe("Card renders what Radix's Card renders", () => {
  same(Card, Radix.Card, [
    {},
    { size: "2" },
    { size: "3", className: "affiliation-card" },
    { size: "3", mb: "4", className: "outbox-message" },
    { size: "4", className: "narrow-card", title: "Sign in", id: "login" },
  ]);
});

describe("TextField renders what Radix's TextField.Root renders", () => {
  same(
    TextField,
    Radix.TextField.Root,
    [
      {},
      { size: "3", autoComplete: "off", name: "displayName", id: "name", required: true, maxLength: 80 },
      {
        id: "login-password",
        name: "password",
        form: "login",
        type: "password",
        required: true,
        "aria-invalid": true,
        "aria-describedby": "login-password-error",
        defaultValue: "",
        autoComplete: "current-password",
        autoFocus: true,
        size: "3",
      },
      {
        id: "contact-amount",
        name: "amount",
        type: "number",
        defaultValue: 12.5,
        autoComplete: "off",
        readOnly: true,
        step: "0.01",
        "aria-invalid": undefined,
        "aria-describedby": "contact-amount-hint",
        size: "2",
      },
    ],
    null,
  );
});

describe("TextArea renders what Radix's TextArea renders", () => {
  same(
    TextArea,
    Radix.TextArea,
    [
      {},
      { id: "contact-notes", name: "notes", defaultValue: "", rows: 3, "aria-describedby": undefined },
      { id: "notes", name: "notes", required: true, maxLength: 500, defaultValue: "Hi", rows: 5, size: "2" },
    ],
    null,
  );
});

describe("TextLink renders what Radix's Link renders", () => {
  same(TextLink, Radix.Link, [{}, { href: "https://connect.stripe.com/x", target: "_blank", rel: "noopener noreferrer" }]);

  test("asChild onto a router Link", () => {
    const render = (L: ComponentType<Record<string, unknown>>) =>
      renderToStaticMarkup(
        <MemoryRouter>
          <L asChild>
            <Link to="/stripe-connect">Back to Stripe Connect</Link>
          </L>
        </MemoryRouter>,
      );
    expect(render(TextLink as never)).toBe(render(Radix.Link as never));
  });
});

describe("Code and Box render what Radix's render", () => {
  same(Code, Radix.Code, [{}]);
  same(Box, Radix.Box, [{}, { mb: "4" }, { as: "span", className: "x", mt: "2" }]);
});
