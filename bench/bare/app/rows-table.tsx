/** The bare pages' one table: a heading, the named columns of each row, and a VIEW/EDIT link per row. */
export function RowsTable<Row extends { id: number }>({
  title,
  rows,
  columns,
  base,
}: {
  title: string;
  rows: Row[];
  columns: [label: string, value: (row: Row) => string][];
  base: string;
}) {
  return (
    <main>
      <h1>{title}</h1>
      <table>
        <thead>
          <tr>
            {columns.map(([label]) => (
              <th key={label}>{label}</th>
            ))}
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              {columns.map(([label, value]) => (
                <td key={label}>{value(r)}</td>
              ))}
              <td>
                <a href={`${base}/${r.id}`}>VIEW/EDIT</a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
