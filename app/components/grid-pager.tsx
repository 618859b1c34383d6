import { Link } from "@remix-run/react";
import { Text } from "~/components/primitives";

/**
 * The pager of a paged grid (/clientMgmt, /viewContacts, /reports' results): which rows of how many, the
 * previous and next pages as links (so it works without JavaScript), and the page of how many. The grid
 * says where those links go: a page number (0158, 0337) or a keyset cursor (0342).
 */
export function GridPager({
  label,
  noun,
  offset,
  shown,
  total,
  pageSize,
  prev,
  next,
}: {
  /** The navigation's name, "Client pages". */
  label: string;
  /** What a row is, capitalised and plural: "Clients". */
  noun: string;
  /** The rows before this page. */
  offset: number;
  /** The rows on this page. */
  shown: number;
  /** The rows of every page. */
  total: number;
  pageSize: number;
  /** The previous and the next page's URL; null when there is none. */
  prev: string | null;
  next: string | null;
}) {
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.floor(offset / pageSize) + 1;
  const first = offset + 1;
  return (
    <nav aria-label={label} className="grid-pager">
      <Text as="span" role="status">
        {shown > 0
          ? `${noun} ${first}–${first + shown - 1} of ${total}`
          : `No ${noun.toLowerCase()} on this page (${total} in all)`}
      </Text>
      {prev !== null ? (
        <Link to={prev} rel="prev">
          Previous page
        </Link>
      ) : null}
      {next !== null ? (
        <Link to={next} rel="next">
          Next page
        </Link>
      ) : null}
      {pages > 1 ? <Text as="span">{`Page ${page} of ${pages}`}</Text> : null}
    </nav>
  );
}

/** What a grid paged by number (0158, 0337) tells its pager: its names, its page size, and a page's query. */
export interface NumberedGrid<State extends { page: number }> {
  /** The navigation's name, "Client pages". */
  label: string;
  /** What a row is, capitalised and plural: "Clients". */
  noun: string;
  pageSize: number;
  /** The query of page `page`, with the grid's filters and sort. */
  query: (state: State, page: number) => string;
}

/** The pager of a grid paged by number: a page past the last goes back to the last. */
export function NumberedGridPager<State extends { page: number }>({
  grid,
  state,
  path,
  total,
  shown,
}: {
  grid: NumberedGrid<State>;
  state: State;
  path: string;
  total: number;
  shown: number;
}) {
  const { label, noun, pageSize, query } = grid;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const href = (page: number) => `${path}${query(state, page)}`;
  return (
    <GridPager
      label={label}
      noun={noun}
      offset={(state.page - 1) * pageSize}
      shown={shown}
      total={total}
      pageSize={pageSize}
      prev={state.page > 1 ? href(Math.min(state.page - 1, pages)) : null}
      next={state.page < pages ? href(state.page + 1) : null}
    />
  );
}
