export * from "./users";
export * from "./lookups";
