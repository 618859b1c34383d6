import { Hono } from "hono";
import { businessToday, type AppDeps } from "../../context";
import type { AppEnv } from "../../http/actor";
import { tokenAuth } from "../../http/token-auth";
import { parseId, parseJson, parseWith } from "../../http/validate";
import { ClientListQuery, listClients } from "./client-list.service";
import { affiliateFilter, createContact, deleteContact, getContact, listContacts, updateContact } from "./contacts.service";
import { ContactGridQuery, listContactGridPage } from "./contacts-grid.service";
import { listContactGridRows } from "./contacts-report.service";
import { searchContacts } from "./contacts-search.service";
import { ContactBody, emptyContact } from "./contacts.wire";

/**
 * The contact calls of spec §7 (docs/decisions/0070-0072): GET /contact/report/{userId} (the grid's
 * columns, 0121), GET /contact/fReport/{userId}, GET /contact/empty, GET /contact/{contactID}/{userId}, POST /contact,
 * PUT /contact/{contactID}, DELETE /contact/{contactID}, GET /contact/search/{x}/{text} (0073), the
 * client grid's GET /contact/clients/{userId} (0158) and the contacts grid's GET /contact/grid/{userId} (0337).
 */
export function contactsRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const auth = tokenAuth(deps);

  r.get("/contact/report/:userId{[0-9]+}", auth, async (c) => {
    const affiliateId = await affiliateFilter(deps.db, c.get("actor"), parseId(c.req.param("userId"), "userId"));
    return c.json(await listContactGridRows(deps.db, affiliateId));
  });

  // The contacts grid (/viewContacts), one page at a time (docs/decisions/0337).
  r.get("/contact/grid/:userId{[0-9]+}", auth, async (c) => {
    const affiliateId = await affiliateFilter(deps.db, c.get("actor"), parseId(c.req.param("userId"), "userId"));
    const query = parseWith(ContactGridQuery, c.req.query());
    return c.json(await listContactGridPage(deps.db, affiliateId, query));
  });

  // The client grid (/clientMgmt), one page at a time (docs/decisions/0158).
  r.get("/contact/clients/:userId{[0-9]+}", auth, async (c) => {
    const affiliateId = await affiliateFilter(deps.db, c.get("actor"), parseId(c.req.param("userId"), "userId"));
    const query = parseWith(ClientListQuery, c.req.query());
    return c.json(await listClients(deps.db, affiliateId, query, businessToday(deps)));
  });

  r.get("/contact/fReport/:userId{[0-9]+}", auth, async (c) => {
    const affiliateId = await affiliateFilter(deps.db, c.get("actor"), parseId(c.req.param("userId"), "userId"));
    return c.json(await listContacts(deps.db, affiliateId));
  });

  // A text with a dot arrives with a trailing slash (spec §7): both forms are accepted.
  r.get("/contact/search/:x{[0-9]+}/:text{.+}", auth, async (c) => {
    const actor = c.get("actor");
    const affiliateId = await affiliateFilter(deps.db, actor, parseId(c.req.param("x"), "userId"));
    const text = c.req.param("text").replace(/\/+$/, "");
    return c.json(await searchContacts(deps.db, affiliateId, text));
  });

  r.get("/contact/empty", auth, (c) => c.json(emptyContact()));

  r.get("/contact/:contactId{[0-9]+}/:userId{[0-9]+}", auth, async (c) => {
    const actor = c.get("actor");
    await affiliateFilter(deps.db, actor, parseId(c.req.param("userId"), "userId"));
    return c.json(await getContact(deps.db, actor, parseId(c.req.param("contactId"), "contactID")));
  });

  r.post("/contact", auth, async (c) => {
    const input = await parseJson(c, ContactBody);
    return c.json(await createContact(deps, c.get("actor"), input), 201);
  });

  r.put("/contact/:contactId{[0-9]+}", auth, async (c) => {
    const input = await parseJson(c, ContactBody);
    return c.json(await updateContact(deps, c.get("actor"), parseId(c.req.param("contactId"), "contactID"), input));
  });

  r.delete("/contact/:contactId{[0-9]+}", auth, async (c) => {
    await deleteContact(deps, c.get("actor"), parseId(c.req.param("contactId"), "contactID"));
    return c.json({ ok: true });
  });

  return r;
}
