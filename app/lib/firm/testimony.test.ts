import { describe, expect, test } from 'vitest'
import type { TestimonyEntry } from '~/config/content-schema/types'
import { testimony } from '~/lib/content-folder/firm-content.server'
import {
  citePublication,
  courtName,
  droppedTestimonyMessage,
  recentPublications,
  selectTestimony,
  showsPercentages,
  splitByRetainingSide,
  testimonyShareSentence,
  toChallengeRows,
  testimonyProblems,
  toTestimonyRow,
  yearsBefore,
} from './testimony'

const BUILD_DATE = '2026-11-25'

function entry(date: string, overrides: Partial<TestimonyEntry> = {}): TestimonyEntry {
  return {
    caption: `Case of ${date} (fictional example)`,
    court: { kind: 'federal', district: 'paed' },
    date,
    type: 'deposition',
    retainedBy: 'plaintiff',
    retainingFirm: 'Sample LLP (fictional)',
    ...overrides,
  }
}

describe('the 4-year testimony window', () => {
  test('counts back the same calendar day, 29 February becoming 1 March', () => {
    expect(yearsBefore('2026-11-25', 4)).toBe('2022-11-25')
    expect(yearsBefore('2028-02-29', 4)).toBe('2024-02-29')
    expect(yearsBefore('2029-02-28', 1)).toBe('2028-02-28')
    expect(yearsBefore('2025-02-28', 10)).toBe('2015-02-28')
    expect(yearsBefore('2024-02-29', 1)).toBe('2023-03-01')
  })

  test('an entry of 4 years and a day is dropped; one of 4 years less a day is kept; exactly 4 years is dropped', () => {
    const selection = selectTestimony(
      [entry('2022-11-24'), entry('2022-11-26'), entry('2022-11-25'), entry('2026-11-25')],
      BUILD_DATE,
    )
    expect(selection.cutoff).toBe('2022-11-25')
    expect(selection.shown.map((shown) => shown.date)).toEqual(['2026-11-25', '2022-11-26'])
    expect(selection.dropped.map((dropped) => dropped.date)).toEqual(['2022-11-25', '2022-11-24'])
  })

  test('the window moves with the build date: a later build drops what an earlier one showed', () => {
    const list = [entry('2023-03-14'), entry('2025-06-17')]
    expect(selectTestimony(list, '2027-03-13').shown.map((shown) => shown.date)).toEqual(['2025-06-17', '2023-03-14'])
    expect(selectTestimony(list, '2027-03-14').shown.map((shown) => shown.date)).toEqual(['2025-06-17'])
  })

  test('entries are shown newest first whatever their order in the profile', () => {
    const selection = selectTestimony([entry('2024-01-02'), entry('2026-05-04'), entry('2025-09-09')], BUILD_DATE)
    expect(selection.shown.map((shown) => shown.date)).toEqual(['2026-05-04', '2025-09-09', '2024-01-02'])
  })

  test('the build message names each entry left out, and there is none when nothing was', () => {
    const message = droppedTestimonyMessage(
      selectTestimony(
        [entry('2022-11-24', { caption: 'Old v. Older (fictional example)' }), entry('2025-01-01')],
        BUILD_DATE,
      ),
    )
    expect(message).toBe(
      'testimony list: 1 entry dated on or before 2022-11-25 (more than 4 years before the build date) left out: "Old v. Older (fictional example)" (2022-11-24)',
    )
    expect(droppedTestimonyMessage(selectTestimony([entry('2025-01-01')], BUILD_DATE))).toBeUndefined()
  })

  test('the sample profile has entries on both sides of the window, so the build shows the message', () => {
    const selection = selectTestimony(testimony().matters, BUILD_DATE)
    expect(selection.shown.length).toBeGreaterThan(5)
    expect(selection.dropped.length).toBeGreaterThan(0)
    for (const sample of testimony().matters) {
      if (sample.confidential) continue
      expect(sample.caption).toMatch(/\(fictional example\)$/)
      expect(sample.retainingFirm).toMatch(/\(fictional\)$/)
    }
    // a confidential matter among the samples shows how one is listed
    expect(testimony().matters.some((sample) => sample.confidential)).toBe(true)
  })
})

describe('the split by retaining side', () => {
  test('counts each side from the entries, every side listed in the shared order with its label', () => {
    const split = splitByRetainingSide([
      entry('2025-01-01', { retainedBy: 'defense' }),
      entry('2025-01-02', { retainedBy: 'plaintiff' }),
      entry('2025-01-03', { retainedBy: 'defense' }),
      entry('2025-01-04', { retainedBy: 'neutral' }),
    ])
    expect(split).toEqual([
      { side: 'plaintiff', label: 'Plaintiff', count: 1, percent: 25 },
      { side: 'defense', label: 'Defense', count: 2, percent: 50 },
      { side: 'neutral', label: 'Court or neutral', count: 1, percent: 25 },
      { side: 'other', label: 'Other', count: 0, percent: 0 },
    ])
  })

  test('the percentages add up to 100, rounded by largest remainder', () => {
    const split = splitByRetainingSide([
      entry('2025-01-01', { retainedBy: 'plaintiff' }),
      entry('2025-01-02', { retainedBy: 'plaintiff' }),
      entry('2025-01-03', { retainedBy: 'plaintiff' }),
      entry('2025-01-04', { retainedBy: 'defense' }),
      entry('2025-01-05', { retainedBy: 'defense' }),
      entry('2025-01-06', { retainedBy: 'defense' }),
      entry('2025-01-07', { retainedBy: 'defense' }),
      entry('2025-01-08', { retainedBy: 'neutral' }),
      entry('2025-01-09', { retainedBy: 'other' }),
    ])
    // 33.3, 44.4, 11.1, 11.1: plain rounding gives 99
    expect(split.map((side) => side.percent)).toEqual([33, 45, 11, 11])
    expect(
      splitByRetainingSide([
        entry('2025-01-01'),
        entry('2025-01-02', { retainedBy: 'defense' }),
        entry('2025-01-03', { retainedBy: 'neutral' }),
      ]).map((side) => side.percent),
    ).toEqual([34, 33, 33, 0])
  })

  test('an empty list gives zero on every side', () => {
    expect(splitByRetainingSide([]).map((side) => [side.count, side.percent])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ])
  })

  test('the counts add up to the entries shown', () => {
    const { shown } = selectTestimony(testimony().matters, BUILD_DATE)
    expect(splitByRetainingSide(shown).reduce((sum, side) => sum + side.count, 0)).toBe(shown.length)
  })
})

describe('courts from the site data', () => {
  test('a federal district by its id, a state trial court by the state file, another forum as written', () => {
    expect(courtName({ kind: 'federal', district: 'paed' })).toBe(
      'United States District Court for the Eastern District of Pennsylvania',
    )
    expect(courtName({ kind: 'state', state: 'PA', county: 'Philadelphia County' })).toBe(
      'Court of Common Pleas of Philadelphia County, Pennsylvania',
    )
    expect(courtName({ kind: 'state', state: 'PA', county: 'Philadelphia County', division: 'Trial Division' })).toBe(
      'Court of Common Pleas of Philadelphia County, Pennsylvania, Trial Division',
    )
    expect(courtName({ kind: 'state', state: 'NJ' })).toBe('Superior Court of New Jersey')
    expect(
      courtName({
        kind: 'state',
        state: 'NJ',
        county: 'Camden County',
        division: 'Chancery Division',
        part: 'Family Part',
      }),
    ).toBe('Superior Court of New Jersey, Chancery Division, Family Part, Camden County')
    expect(courtName({ kind: 'state', state: 'DE', county: 'New Castle County' })).toBe(
      'Superior Court of Delaware, New Castle County',
    )
    expect(courtName({ kind: 'other', name: 'Private commercial arbitration' })).toBe('Private commercial arbitration')
  })

  test('an unknown district, state or county fails, naming the field', () => {
    expect(() => courtName({ kind: 'federal', district: 'zzzd' })).toThrow(/court\.district "zzzd"/)
    expect(() => courtName({ kind: 'state', state: 'ZZ' })).toThrow(/court\.state "ZZ"/)
    expect(() => courtName({ kind: 'state', state: 'PA', county: 'Camden County' })).toThrow(
      /court\.county "Camden County" is not a county of PA/,
    )
    expect(testimonyProblems([entry('2025-01-01', { court: { kind: 'federal', district: 'zzzd' } })])).toEqual([
      'testimony 0 ("Case of 2025-01-01 (fictional example)"): court.district "zzzd" is not a district id in app/copy/law/districts',
    ])
    expect(testimonyProblems(testimony().matters)).toEqual([])
  })

  test('a row shows the full date, the docket, the retaining firm and the labels', () => {
    expect(
      toTestimonyRow(
        entry('2025-06-17', { type: 'arbitration', retainedBy: 'neutral', docket: 'No. 1:25-cv-00001 (fictional)' }),
      ),
    ).toEqual({
      caption: 'Case of 2025-06-17 (fictional example)',
      court: 'United States District Court for the Eastern District of Pennsylvania',
      date: '2025-06-17',
      dateLabel: 'June 17, 2025',
      year: 2025,
      type: 'Arbitration',
      retainedBy: 'Court or neutral',
      docket: 'No. 1:25-cv-00001 (fictional)',
      retainingFirm: 'Sample LLP (fictional)',
      confidential: false,
    })
  })

  test('a confidential matter shows its forum and year only: no caption, party, docket, firm or day', () => {
    const row = toTestimonyRow(
      entry('2025-06-17', {
        caption: 'Secret v. Hidden (fictional example)',
        docket: 'No. 9',
        confidential: true,
        court: {
          kind: 'state',
          state: 'NJ',
          county: 'Camden County',
          division: 'Chancery Division',
          part: 'Family Part',
        },
      }),
    )
    expect(row).toEqual({
      caption: 'Confidential matter',
      court: 'Superior Court of New Jersey, Chancery Division, Family Part, Camden County',
      date: '2025-01-01',
      dateLabel: '2025',
      year: 2025,
      type: 'Deposition',
      retainedBy: 'Plaintiff',
      confidential: true,
    })
    expect(JSON.stringify(row)).not.toMatch(/Secret|Hidden|No\. 9|Sample LLP|June/)
  })
})

describe('the counts by side', () => {
  test('show percentages only from 20 matters on', () => {
    expect(showsPercentages(19)).toBe(false)
    expect(showsPercentages(20)).toBe(true)
    // the sample list is short, so its page and CV show counts alone
    expect(showsPercentages(selectTestimony(testimony().matters, BUILD_DATE).shown.length)).toBe(false)
  })

  test('say why the list is short against the matters the firm has handled', () => {
    expect(testimonyShareSentence(9, '1800+', 2012)).toBe(
      'Most matters end without testimony. Of the 1800+ matters since 2012, most settled or were resolved before a deposition or trial, and advisory and consulting engagements never lead to testimony; that is why the testimony list holds 9 matters for the last four years.',
    )
  })
})

describe('the challenge record', () => {
  test('every challenge, newest ruling first, with the ruling on the motion, the standard, the court and the citation where reported', () => {
    const rows = toChallengeRows(testimony().challenges)
    expect(rows.map((row) => row.rulingDate)).toEqual([...rows.map((row) => row.rulingDate)].sort().reverse())
    expect(rows[0]).toMatchObject({
      matter: 'Estate of Roe v. Sample Valley Hospital Authority (fictional example)',
      outcome: 'Granted in part',
      standard: 'Frye (Pa. R.E. 702)',
      ruled: 'March 30, 2026',
      court: 'Court of Common Pleas of Philadelphia County, Pennsylvania, Trial Division',
    })
    expect(rows.map((row) => row.outcome)).toEqual(['Granted in part', 'Withdrawn', 'Denied'])
    expect(rows.at(-1)?.citation).toMatch(/WL .*\(D\. Md\. Feb\. 20, 2024\) \(fictional\)$/)
    expect(rows[0]?.citation).toBeUndefined()
  })
})

describe('publications as a court cites them', () => {
  test('title, venue, volume, pages and year, with co-authors where given', () => {
    expect(
      citePublication({
        title: 'A Study of Wages',
        venue: 'Sample Journal (fictional)',
        volume: '36(2)',
        pages: '58-74',
        year: 2017,
      }),
    ).toBe('\u201cA Study of Wages,\u201d Sample Journal (fictional) 36(2), 58-74 (2017)')
    expect(
      citePublication({
        title: 'Chapter',
        venue: 'Handbook (fictional)',
        pages: '1-9',
        year: 2023,
        authors: 'with a colleague',
      }),
    ).toBe('\u201cChapter,\u201d with a colleague, Handbook (fictional), 1-9 (2023)')
    expect(citePublication({ title: 'Talk', venue: 'A meeting', year: 2020 })).toBe(
      '\u201cTalk,\u201d A meeting (2020)',
    )
  })
})

describe('publications of the last 10 years', () => {
  const publications = [
    { title: 'A', year: 2015 },
    { title: 'B', year: 2016 },
    { title: 'C', year: 2026 },
    { title: 'D', year: 2021 },
  ]

  test('a publication counts when its year is at least the build year minus 10, newest first', () => {
    expect(recentPublications(publications, '2026-11-25').map((publication) => publication.title)).toEqual([
      'C',
      'D',
      'B',
    ])
    expect(recentPublications(publications, '2025-01-01').map((publication) => publication.title)).toEqual([
      'C',
      'D',
      'B',
      'A',
    ])
    expect(recentPublications(publications, '2027-01-01').map((publication) => publication.title)).toEqual(['C', 'D'])
  })
})
