import { tableCells } from '~/lib/engagement/letter-terms'

/** A table of the letter (the team's rates): a header row, then one row per person. */
export function LetterTable({ block }: { block: string }) {
  const [header = [], ...rows] = tableCells(block)
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <thead>
          <tr>
            {header.map((cell) => (
              <th key={cell} scope="col" className="border-b border-border py-1 pr-3 font-semibold">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) => (
                <td key={column} className="border-b border-border py-1 pr-3">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
