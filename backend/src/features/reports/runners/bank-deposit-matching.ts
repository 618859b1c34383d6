import { sql } from "drizzle-orm";
import { badRequest } from "../../../http/errors";
import { parseBankStatement, StatementError, type StatementLine } from "./bank-statement";
import type { Runner, RunnerContext } from "./runner";
import { dollars, inScope, receivedDate } from "./scope";

/** How many days a payment's received date may stand from the bank's date and still match. */
export const MATCH_WITHIN_DAYS = 3;

function statementOf(ctx: RunnerContext): StatementLine[] {
  const file = ctx.params.get("@BankStatement");
  if (!(file instanceof Uint8Array)) return [];
  try {
    return parseBankStatement(file);
  } catch (error) {
    if (error instanceof StatementError) throw badRequest(error.message);
    throw error;
  }
}

/**
 * Report 15: each line of an uploaded bank statement beside the recorded payment or refund (not void) of
 * the same amount received within MATCH_WITHIN_DAYS days — the closest date, then the lowest id — and
 * whether it was the only one ('Matched'), one of several ('Several payments') or none ('No match').
 * The lines travel as one JSON parameter, whatever their number.
 */
export const bankDepositMatching: Runner = {
  columns: [
    { name: "Line", type: "Int32" },
    { name: "Bank Date", type: "DateTime" },
    { name: "Bank Amount", type: "Decimal" },
    { name: "Description", type: "String" },
    { name: "Match", type: "String" },
    { name: "Payment ID", type: "Int32" },
    { name: "Received", type: "DateTime" },
    { name: "Client", type: "String" },
    { name: "Invoice", type: "String" },
    { name: "Currency", type: "String" },
  ],
  query: (ctx) => {
    const lines = JSON.stringify(statementOf(ctx));
    return sql`
      with lines as (
        select l.line, l.day::date as day, l.cents, l.description
        from jsonb_to_recordset(${lines}::jsonb) as l(line int, day text, cents bigint, description text)
      ), candidates as (
        select l.line, p.id, p.invoice_id, p.contact_id, p.currency, ${receivedDate(sql`p.received_on`)} as received,
          row_number() over (partition by l.line order by abs(${receivedDate(sql`p.received_on`)} - l.day), p.id) as closest,
          count(*) over (partition by l.line) as found
        from lines l
        join payments p on p.amount_cents = l.cents and not p.is_void and p.status_id = 1
          and ${receivedDate(sql`p.received_on`)} between l.day - ${MATCH_WITHIN_DAYS}::int and l.day + ${MATCH_WITHIN_DAYS}::int
          and ${inScope(ctx, sql`p.affiliate_id`)}
      )
      select l.line as rk, l.line as c0, to_char(l.day, 'YYYY-MM-DD') as c1, ${dollars(sql`l.cents`)} as c2,
        l.description as c3,
        case when m.found is null then 'No match' when m.found = 1 then 'Matched' else 'Several payments' end as c4,
        m.id as c5, to_char(m.received, 'YYYY-MM-DD') as c6, trim(c.first_name || ' ' || c.last_name) as c7,
        i.name as c8, m.currency as c9
      from lines l
      left join candidates m on m.line = l.line and m.closest = 1
      left join contacts c on c.id = m.contact_id
      left join invoices i on i.id = m.invoice_id`;
  },
};
