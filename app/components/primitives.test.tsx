import * as Radix from "@radix-ui/themes";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { Flex, Heading, Text, ThemeRoot } from "./primitives";

const html = (Component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>) =>
  renderToStaticMarkup(<Component {...props}>content</Component>);

const same = (ours: unknown, radix: unknown, cases: Record<string, unknown>[]) =>
  test.each(cases)("%j", (props) => {
    expect(html(ours as ComponentType<Record<string, unknown>>, props)).toBe(
      html(radix as ComponentType<Record<string, unknown>>, props),
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
