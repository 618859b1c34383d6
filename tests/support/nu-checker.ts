import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const VNU_JAR = "node_modules/vnu-jar/build/dist/vnu.jar";

export type HtmlDocument = { name: string; html: string };

type NuMessage = {
  type: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
};

/** Fails with what to install when there is no Java: the Nu checker is a Java program. */
function requireJava() {
  const probe = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      "The Nu HTML checker needs Java, and `java -version` failed here. " +
        "Install a Java runtime (Debian: `sudo apt-get install default-jre-headless`; `.ci/run` does it).",
    );
  }
}

/**
 * Runs the W3C Nu HTML checker (vnu-jar) once over all the documents (one Java start takes seconds) and
 * answers every error as "name: line L, column C: message — extract".
 */
export function nuErrors(documents: HtmlDocument[]): string[] {
  requireJava();
  const dir = mkdtempSync(join(tmpdir(), "nu-"));
  try {
    const files = documents.map((doc, i) => {
      const file = join(dir, `${i}.html`);
      writeFileSync(file, doc.html);
      return file;
    });
    const run = spawnSync("java", ["-jar", VNU_JAR, "--format", "json", "--errors-only", "--stdout", ...files], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) throw run.error;
    // Exit status 1 only says that there were errors; anything else is the checker failing.
    if (run.status !== 0 && run.status !== 1) throw new Error(`vnu.jar exited with ${run.status}: ${run.stderr}`);
    const { messages } = JSON.parse(run.stdout) as { messages: NuMessage[] };
    const nameOf = (url = "") => documents[Number(/\/(\d+)\.html$/.exec(url)?.[1] ?? -1)]?.name ?? url;
    // With --errors-only, every message left is an error (of the document, or reading it).
    return messages.map((m) => {
      const where = `line ${m.lastLine ?? "?"}, column ${m.firstColumn ?? m.lastColumn ?? "?"}`;
      const extract = m.extract ? ` — ${m.extract.replace(/\s+/g, " ").trim()}` : "";
      return `${nameOf(m.url)}: ${where}: ${m.message}${extract}`;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
