// The only reader of process.env under tests/scale: what the started processes inherit (PATH, HOME, …).
export const inheritedEnv: Readonly<Record<string, string | undefined>> = process.env;
