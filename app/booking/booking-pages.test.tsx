import { describe, expect, it } from 'vitest'
import { ERROR_SUMMARY_HEADING } from '~/components/forms/error-summary'
import { PAGE_LINKS } from '~/copy/navigation'
import { attributeOf, elementsByTag, elementsWith, renderMarkup, seenText } from '../../tests/support/rendered-markup'
import { BookingPage, CancelConfirmPage, type BookingPageProps } from './booking-pages'

const HOUR = 3_600_000
const START = Date.UTC(2026, 11, 3, 15)
const page = (props: Partial<BookingPageProps>) =>
  renderMarkup(
    <BookingPage
      startAt={START}
      booked
      personName="Dana Reyes"
      timeZone="America/Chicago"
      cancelHref="/booking/1/cancel?t=x"
      rescheduleAction="/booking/1/reschedule?t=x"
      slots={[1, 2, 26].map((hours) => ({
        person: 'dana',
        start: START + hours * HOUR,
        end: START + (hours + 1) * HOUR,
      }))}
      stylesheets={[]}
      {...props}
    />,
  )

const REFUSAL = 'That time was just taken. Please pick another.'

describe('the booking link page, a move refused', () => {
  it('shows the refusal in the error summary at the top, focused on load, linked to the first open time', () => {
    const markup = page({ problem: REFUSAL })
    const [summary, ...more] = elementsWith(markup, 'data-slot', 'error-summary')
    expect(more).toEqual([])
    expect(summary && seenText(elementsByTag(summary, 'h2'))).toBe(ERROR_SUMMARY_HEADING)
    expect(summary && attributeOf(summary, 'autofocus')).toBeDefined()
    const links = summary ? elementsByTag(summary, 'a') : []
    expect(links.map((link) => seenText(link))).toEqual([`Another time: ${REFUSAL}`])
    const target = attributeOf(links[0]!, 'href')?.slice(1) ?? ''
    const [radio] = elementsWith(markup, 'id', target)
    expect(radio && attributeOf(radio, 'type')).toBe('radio')
    expect(radio && attributeOf(radio, 'value')).toBe(new Date(START + HOUR).toISOString())
    const text = seenText(markup.children)
    expect(text.indexOf(ERROR_SUMMARY_HEADING)).toBeLessThan(text.indexOf('With Dana Reyes'))
    expect(elementsWith(markup, 'role', 'status')).toEqual([])
  })

  it('repeats the refusal at the open times, which it describes', () => {
    const markup = page({ problem: REFUSAL })
    const radios = elementsWith(markup, 'name', 'slotStart')
    expect(radios).toHaveLength(3)
    for (const radio of radios) {
      const [note] = elementsWith(markup, 'id', attributeOf(radio, 'aria-describedby') ?? '')
      expect(note && seenText(note)).toBe(REFUSAL)
    }
  })

  it('lists the refusal without a link when no other time is open', () => {
    const markup = page({ problem: REFUSAL, slots: [] })
    const [summary] = elementsWith(markup, 'data-slot', 'error-summary')
    expect(summary && seenText(summary)).toContain(REFUSAL)
    expect(summary && elementsByTag(summary, 'a')).toEqual([])
  })

  it('keeps a done move as a status notice, with no summary', () => {
    const markup = page({ notice: 'Your consultation is moved.' })
    expect(elementsWith(markup, 'data-slot', 'error-summary')).toEqual([])
    expect(seenText(elementsWith(markup, 'role', 'status'))).toBe('Your consultation is moved.')
    expect(elementsWith(markup, 'aria-describedby')).toEqual([])
  })
})

describe("the booking link page in the attorney's time zone", () => {
  it("states the time in the zone recorded at booking, with the firm's beside it", () => {
    const text = seenText(page({ timeZone: 'America/New_York', attorneyTimeZone: 'America/Chicago' }).children)
    expect(text).toContain("Thursday, December 3 at 9:00 AM Central (10:00 AM Eastern, the firm's time)")
    expect(text).toContain('Times are in your time zone (Central Standard Time)')
  })

  it('offers the times as one row of day chips, the first chosen, each day with its own times', () => {
    const markup = page({ timeZone: 'America/New_York', attorneyTimeZone: 'America/Chicago' })
    const days = elementsWith(markup, 'name', 'day')
    expect(days.map((day) => attributeOf(day, 'value'))).toEqual(['2026-12-03', '2026-12-04'])
    expect(days.map((day) => attributeOf(day, 'checked') !== undefined)).toEqual([true, false])
    const labels = elementsByTag(markup, 'label').map((label) => seenText(label))
    expect(labels).toContain('Thu, Dec 3')
    expect(labels).toContain('10:00 AM11:00 AM firm time')
  })

  it('loads no script, so it sends no analytics, and links the privacy notice (issue 54 item 5)', () => {
    const confirm = renderMarkup(
      <CancelConfirmPage
        startAt={START}
        timeZone="America/New_York"
        cancelAction="/booking/1/cancel?t=x"
        backHref="/booking/1?t=x"
        stylesheets={[]}
      />,
    )
    for (const markup of [page({}), confirm]) {
      expect(elementsByTag(markup, 'script')).toEqual([])
      expect(elementsByTag(markup, 'a').some((link) => attributeOf(link, 'href') === PAGE_LINKS.privacy.to)).toBe(true)
    }
  })

  it('asks before cancelling: the main page links to the question, which posts only on yes', () => {
    const markup = page({})
    expect(elementsByTag(markup, 'a').some((link) => attributeOf(link, 'href') === '/booking/1/cancel?t=x')).toBe(true)
    expect(elementsWith(markup, 'action', '/booking/1/cancel?t=x')).toEqual([])
    const confirm = renderMarkup(
      <CancelConfirmPage
        startAt={Date.UTC(2026, 11, 1, 13, 45)}
        timeZone="America/New_York"
        attorneyTimeZone="America/Chicago"
        cancelAction="/booking/1/cancel?t=x"
        backHref="/booking/1?t=x"
        stylesheets={[]}
      />,
    )
    expect(seenText(elementsByTag(confirm, 'h1'))).toBe(
      'Cancel the consultation on Tuesday, December 1 at 7:45 AM Central?',
    )
    const [form] = elementsWith(confirm, 'action', '/booking/1/cancel?t=x')
    expect(form && attributeOf(form, 'method')).toBe('post')
    expect(seenText(elementsByTag(confirm, 'button'))).toBe('Yes, cancel it')
  })
})
