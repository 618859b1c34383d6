import type { LibraryItem } from "~/api/library.server";

const ICONS: Record<string, { label: string; glyph: string }> = {
  pdf: { label: "PDF document", glyph: "PDF" },
  word: { label: "Word document", glyph: "DOC" },
  video: { label: "Video", glyph: "▶" },
  folder: { label: "Folder", glyph: "📁" },
  file: { label: "File", glyph: "FILE" },
};

export function FileIcon({ icon }: { icon: string }) {
  const known = ICONS[icon] ?? ICONS.file!;
  return (
    <span role="img" aria-label={known.label} className={`file-icon file-icon-${ICONS[icon] ? icon : "file"}`}>
      {known.glyph}
    </span>
  );
}

/**
 * The library tree: folders are native <details> (open and close without JavaScript); the folders named
 * in ?open= start open. Each file has a DOWNLOAD button: a plain GET form to the download resource route,
 * so the browser saves the file whether or not JavaScript runs.
 */
export function LibraryTree({ items, openIds }: { items: LibraryItem[]; openIds: ReadonlySet<number> }) {
  if (items.length === 0) return <p>The library is empty.</p>;
  return (
    <ul className="library-tree" role="tree" aria-label="Library">
      {items.map((item) => (
        <LibraryNode key={item.id} item={item} openIds={openIds} />
      ))}
    </ul>
  );
}

function LibraryNode({ item, openIds }: { item: LibraryItem; openIds: ReadonlySet<number> }) {
  if (item.type === "folder") {
    return (
      <li role="treeitem" aria-selected={false}>
        <details open={item.open || openIds.has(item.id)}>
          <summary>
            <FileIcon icon="folder" /> <span className="library-name">{item.name}</span>
          </summary>
          {item.items && item.items.length > 0 ? (
            <ul role="group">
              {item.items.map((child) => (
                <LibraryNode key={child.id} item={child} openIds={openIds} />
              ))}
            </ul>
          ) : (
            <p className="library-empty">This folder is empty.</p>
          )}
        </details>
      </li>
    );
  }
  return (
    <li role="treeitem" aria-selected={false} className="library-file">
      <FileIcon icon={item.icon} /> <span className="library-name">{item.name}</span>
      <form method="get" action={`/library/download/${item.id}`} className="library-download">
        <input type="hidden" name="name" value={item.name} />
        <button type="submit" className="download-button" aria-label={`Download ${item.name}`}>
          DOWNLOAD
        </button>
      </form>
    </li>
  );
}
