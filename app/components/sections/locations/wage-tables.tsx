import type { WageSection } from '~/lib/pages/wage-section.server'

/** BLS OEWS wages: all occupations' percentiles and the major groups' medians, the metro beside the nation. */
export function WageTables({ section }: { section: WageSection }) {
  return (
    <div className="mt-8 max-w-3xl space-y-4 leading-relaxed">
      <h3 className="font-serif text-xl font-bold text-primary">{section.heading}</h3>
      <p>{section.intro}</p>
      {section.tables.map((table) => (
        <table key={table.caption} className="w-full text-sm">
          <caption className="pb-2 text-left font-semibold">{table.caption}</caption>
          <thead className="bg-muted">
            <tr>
              {table.headers.map((header, index) => (
                <th key={header} scope="col" className={index ? 'p-2 text-right' : 'p-2 text-left'}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.label} className="border-t border-border">
                <th scope="row" className="p-2 text-left font-normal">
                  {row.label}
                </th>
                {row.values.map((value, index) => (
                  <td key={index} className="p-2 text-right">
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      <p className="text-sm text-muted-foreground">{section.source}</p>
    </div>
  )
}
