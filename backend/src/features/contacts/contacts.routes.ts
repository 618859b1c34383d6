import { Hono } from "hono";
import { contactCalls as calls } from "../../../../contract/contacts";
import { businessToday, type AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { bodyOf, paramsOf, queryOf, reply, route } from "../../http/contract-route";
import { tokenAuth } from "../../http/token-auth";
import { listClients } from "./client-list.service";
import { affiliateFilter, createContact, deleteContact, getContact, listContacts, updateContact } from "./contacts.service";
import { listContactGridPage } from "./contacts-grid.service";
import { listContactGridRows } from "./contacts-report.service";
import { searchContacts } from "./contacts-search.service";
import { emptyContact } from "./contacts.wire";

/**
 * The contact calls of spec §7 (contract/contacts.ts; docs/decisions/0070-0073): the grid's columns (0121),
 * the whole contacts, the search, one contact, add, change and delete, the client grid (0158) and the
 * contacts grid (0337).
 */
export function contactsRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);

  r.get(route(calls.report), auth, async (c) => {
    const affiliateId = await affiliateFilter(deps.db, c.get("actor"), paramsOf(c, calls.report).userId);
    return reply(c, calls.report, await listContactGridRows(deps.db, affiliateId));
  });

  // The contacts grid (/viewContacts), one page at a time (docs/decisions/0337).
  r.get(route(calls.grid), auth, async (c) => {
    const affiliateId = await affiliateFilter(deps.db, c.get("actor"), paramsOf(c, calls.grid).userId);
    const query = queryOf(c, calls.grid);
    return reply(c, calls.grid, await listContactGridPage(deps.db, affiliateId, query));
  });

  // The client grid (/clientMgmt), one page at a time (docs/decisions/0158).
  r.get(route(calls.clients), auth, async (c) => {
    const affiliateId = await affiliateFilter(deps.db, c.get("actor"), paramsOf(c, calls.clients).userId);
    const query = queryOf(c, calls.clients);
    return reply(c, calls.clients, await listClients(deps.db, affiliateId, query, businessToday(deps)));
  });

  r.get(route(calls.fullReport), auth, async (c) => {
    const affiliateId = await affiliateFilter(deps.db, c.get("actor"), paramsOf(c, calls.fullReport).userId);
    return reply(c, calls.fullReport, await listContacts(deps.db, affiliateId));
  });

  // A text with a dot arrives with a trailing slash (spec §7): both forms are accepted.
  r.get(route(calls.search), auth, async (c) => {
    const { x, text } = paramsOf(c, calls.search);
    const affiliateId = await affiliateFilter(deps.db, c.get("actor"), x);
    return reply(c, calls.search, await searchContacts(deps.db, affiliateId, text.replace(/\/+$/, "")));
  });

  r.get(route(calls.empty), auth, (c) => reply(c, calls.empty, emptyContact()));

  r.get(route(calls.get), auth, async (c) => {
    const actor = c.get("actor");
    const { userId, contactId } = paramsOf(c, calls.get);
    await affiliateFilter(deps.db, actor, userId);
    return reply(c, calls.get, await getContact(deps.db, actor, contactId));
  });

  r.post(route(calls.create), auth, async (c) => {
    const input = await bodyOf(c, calls.create);
    return reply(c, calls.create, await createContact(deps, c.get("actor"), input), 201);
  });

  r.put(route(calls.update), auth, async (c) => {
    const input = await bodyOf(c, calls.update);
    const { contactId } = paramsOf(c, calls.update);
    return reply(c, calls.update, await updateContact(deps, c.get("actor"), contactId, input));
  });

  r.delete(route(calls.remove), auth, async (c) => {
    await deleteContact(deps, c.get("actor"), paramsOf(c, calls.remove).contactId);
    return reply(c, calls.remove, { ok: true });
  });

  return r;
}
