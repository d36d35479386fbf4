import { describe, expect, it } from 'vitest'
import { checkRequestedSlot, earliestStart, openSlots, type Availability, type Consultant } from './slots'
import { counselTime, instantAt, pickerTime, wallClock, zoneName } from './zoned-time'

const NEW_YORK = 'America/New_York'
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const
const principal: Consultant = {
  id: 'principal',
  name: 'Dr. Sample',
  hours: WEEKDAYS.map((day) => ({ day, opens: '09:00', closes: '17:00' })),
  slotMinutes: 30,
  bufferMinutes: 15,
  minimumNoticeBusinessHours: 4,
  horizonDays: 21,
  closedDates: ['2027-03-17'],
}
const availability: Availability = { timeZone: NEW_YORK, people: [principal] }
const at = (iso: string) => Date.parse(iso)
const clocks = (slots: ReadonlyArray<{ start: number }>) => slots.map((slot) => wallClock(slot.start, NEW_YORK).time)

describe('open slots', () => {
  it('steps by the slot length plus the buffer from opening, each ending by closing time', () => {
    const slots = openSlots({ availability, now: at('2027-03-01T12:00:00Z'), from: '2027-03-03', days: 1, blocked: [] })
    expect(clocks(slots)).toEqual([
      '09:00',
      '09:45',
      '10:30',
      '11:15',
      '12:00',
      '12:45',
      '13:30',
      '14:15',
      '15:00',
      '15:45',
      '16:30',
    ])
    expect(slots[0]).toEqual({
      person: 'principal',
      start: at('2027-03-03T14:00:00Z'),
      end: at('2027-03-03T14:30:00Z'),
    })
  })

  it('reads the hours in New York time across the spring-forward and fall-back days', () => {
    // 2027-03-14 is the second Sunday of March (clocks go forward at 2:00); the Monday after opens at 9:00 EDT = 13:00 UTC.
    const spring = openSlots({
      availability,
      now: at('2027-03-10T12:00:00Z'),
      from: '2027-03-12',
      days: 4,
      blocked: [],
    })
    expect(spring.filter((slot) => wallClock(slot.start, NEW_YORK).date === '2027-03-12')[0]?.start).toBe(
      at('2027-03-12T14:00:00Z'),
    )
    expect(spring.filter((slot) => wallClock(slot.start, NEW_YORK).date === '2027-03-15')[0]?.start).toBe(
      at('2027-03-15T13:00:00Z'),
    )
    // 2026-11-01 was the first Sunday of November (clocks back at 2:00); a Sunday office makes the day itself count.
    const sundays: Availability = {
      timeZone: NEW_YORK,
      people: [
        {
          ...principal,
          hours: [{ day: 'Sunday', opens: '01:00', closes: '04:00' }],
          minimumNoticeBusinessHours: 0,
          bufferMinutes: 0,
          slotMinutes: 60,
        },
      ],
    }
    const fallBack = openSlots({
      availability: sundays,
      now: at('2026-10-30T12:00:00Z'),
      from: '2026-11-01',
      days: 1,
      blocked: [],
    })
    // 01:00 EDT to 04:00 EST lasts four real hours: 01:00 EDT, the repeated 01:00 (EST), 02:00 and 03:00 EST.
    expect(fallBack.map((slot) => new Date(slot.start).toISOString())).toEqual([
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T06:00:00.000Z',
      '2026-11-01T07:00:00.000Z',
      '2026-11-01T08:00:00.000Z',
    ])
    expect(instantAt('2027-03-14', 150, NEW_YORK)).toBe(at('2027-03-14T07:30:00Z'))
  })

  it('offers nothing on a closed date and refuses it by name', () => {
    const now = at('2027-03-10T12:00:00Z')
    expect(openSlots({ availability, now, from: '2027-03-17', days: 1, blocked: [] })).toEqual([])
    expect(checkRequestedSlot(availability, 'principal', at('2027-03-17T13:00:00Z'), now)).toEqual({
      field: 'slotStart',
      message: 'The office is closed on 2027-03-17: no consultation can be booked that day.',
    })
  })

  it('offers a slot that starts just inside the horizon and none at its edge', () => {
    // 21 days after 2027-03-01 13:30 EST (18:30Z) is 2027-03-22 14:30 EDT.
    const now = at('2027-03-01T18:30:00Z')
    const slots = openSlots({ availability, now, from: '2027-03-22', days: 1, blocked: [] })
    expect(clocks(slots).at(-1)).toBe('14:15')
    expect(checkRequestedSlot(availability, 'principal', at('2027-03-22T18:15:00Z'), now)).toMatchObject({
      slot: { start: at('2027-03-22T18:15:00Z') },
    })
    expect(checkRequestedSlot(availability, 'principal', at('2027-03-22T19:00:00Z'), now)).toEqual({
      field: 'slotStart',
      message: 'The consultation time 2027-03-22 at 15:00 (America/New_York) is more than 21 days ahead.',
    })
  })

  it('counts minimum notice in business hours only, across the night and the weekend', () => {
    // Friday 15:00 EST: two hours left that day, two more from Monday 9:00.
    expect(earliestStart(principal, at('2027-03-05T20:00:00Z'), NEW_YORK)).toBe(at('2027-03-08T16:00:00Z'))
    const slots = openSlots({ availability, now: at('2027-03-05T20:00:00Z'), from: '2027-03-05', days: 4, blocked: [] })
    expect(wallClock(slots[0]?.start ?? 0, NEW_YORK)).toMatchObject({ date: '2027-03-08', time: '11:15' })
  })

  it('never offers a booked or busy time, with the buffer around each', () => {
    const blocked = [
      { person: 'principal', startAt: at('2027-03-03T14:50:00Z'), endAt: at('2027-03-03T15:00:00Z') },
      { person: 'someone-else', startAt: at('2027-03-03T16:00:00Z'), endAt: at('2027-03-03T22:00:00Z') },
    ]
    const slots = openSlots({ availability, now: at('2027-03-01T12:00:00Z'), from: '2027-03-03', days: 1, blocked })
    // The busy 09:50-10:00 falls within 09:45's slot and buffers (09:30 to 10:30), not 09:00's (08:45 to 09:45).
    expect(clocks(slots).slice(0, 3)).toEqual(['09:00', '10:30', '11:15'])
    expect(
      openSlots({
        availability,
        now: at('2027-03-01T12:00:00Z'),
        from: '2027-03-03',
        days: 1,
        blocked: [],
        unavailable: new Set(['principal']),
      }),
    ).toEqual([])
  })

  it('refuses a time in the past, outside the hours, off the grid, or too soon, naming it', () => {
    const now = at('2027-03-01T15:00:00Z')
    expect(checkRequestedSlot(availability, 'principal', at('2027-02-26T14:00:00Z'), now)).toMatchObject({
      message: 'The consultation time 2027-02-26 at 09:00 (America/New_York) is in the past.',
    })
    expect(checkRequestedSlot(availability, 'principal', at('2027-03-03T23:00:00Z'), now)).toMatchObject({
      message: 'The consultation time 2027-03-03 at 18:00 (America/New_York) is outside the consultation hours.',
    })
    expect(checkRequestedSlot(availability, 'principal', at('2027-03-03T14:10:00Z'), now)).toMatchObject({
      message: 'The consultation time 2027-03-03 at 09:10 (America/New_York) is not one of the offered start times.',
    })
    expect(checkRequestedSlot(availability, 'principal', at('2027-03-01T16:15:00Z'), now)).toMatchObject({
      message:
        'The consultation time 2027-03-01 at 11:15 (America/New_York) is sooner than the 4 business hours of notice the firm needs.',
    })
    expect(checkRequestedSlot(availability, 'nobody', at('2027-03-03T14:00:00Z'), now)).toMatchObject({
      message: 'That person does not take consultations.',
    })
  })
})

describe('a slot as a visitor reads it', () => {
  const start = at('2027-03-03T14:00:00Z')
  it('in Los Angeles and in Tokyo, with the zone named', () => {
    expect(`${pickerTime(start, 'America/Los_Angeles')} ${zoneName(start, 'America/Los_Angeles')}`).toBe(
      '6:00 AM Pacific Standard Time',
    )
    // Already the next day in Tokyo: grouped under that day.
    expect(wallClock(start, 'Asia/Tokyo').date).toBe('2027-03-03')
    expect(wallClock(at('2027-03-03T16:00:00Z'), 'Asia/Tokyo').date).toBe('2027-03-04')
    expect(counselTime(at('2027-03-03T16:00:00Z'), 'Asia/Tokyo', NEW_YORK)).toBe(
      "Thursday, March 4 at 1:00 AM Japan Standard Time (Wednesday, March 3 at 11:00 AM Eastern, the firm's time)",
    )
    expect(counselTime(start, NEW_YORK, NEW_YORK)).toBe('Wednesday, March 3 at 9:00 AM Eastern')
  })
})
