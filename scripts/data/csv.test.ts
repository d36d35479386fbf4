import { describe, expect, it } from 'vitest'
import { parseCsvRows, parseCsvTable } from './csv'

describe('the data derivations read delimited files through csv-parse', () => {
  it('keeps a quoted comma and a quoted line break inside one cell', () => {
    const rows = parseCsvRows('code,title\n10180,"Abilene, TX"\n10420,"Akron,\nOH"\n')
    expect(rows).toEqual([
      ['code', 'title'],
      ['10180', 'Abilene, TX'],
      ['10420', 'Akron,\nOH'],
    ])
  })

  it('reads a pipe-delimited gazetteer with padded cells and Windows line ends', () => {
    const { columns, rows } = parseCsvTable('USPS|GEOID|INTPTLONG   \r\nTX|4835000|-95.39   \r\n', 'gazetteer.txt', { delimiter: '|', trim: true })
    expect(columns).toEqual(['USPS', 'GEOID', 'INTPTLONG'])
    expect(rows).toEqual([['TX', '4835000', '-95.39']])
  })

  it('reads a file whose lines end in a mix of CRLF and LF', () => {
    expect(parseCsvRows('a,b\r\n1,2\n3,4\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ])
  })

  it('refuses a row with a different cell count unless told the file is ragged', () => {
    expect(() => parseCsvRows('a,b\n1,2,3\n')).toThrow()
    expect(parseCsvRows('a,b\n1,2,3\n', { ragged: true })[1]).toEqual(['1', '2', '3'])
  })

  it('names the file that has no header row', () => {
    expect(() => parseCsvTable('', 'empty.csv')).toThrow('empty.csv: no header row')
  })
})
