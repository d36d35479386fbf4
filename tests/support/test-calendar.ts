import ICAL from 'ical.js'

/** The calendar part of a mail (nodemailer's text/calendar alternative), parsed with every VTIMEZONE registered. */
export function calendarOf(raw: string) {
  const part = /(Content-Type: text\/calendar; charset=utf-8; method=(\w+)[\s\S]*?)\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(
    raw,
  )
  if (!part) throw new Error('no calendar part')
  const [, headers = '', method = '', body = ''] = part
  const encoding = /Content-Transfer-Encoding: ([\w-]+)/i.exec(headers)?.[1]?.toLowerCase()
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8')
        : body
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[])
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined)
  return {
    headerMethod: method,
    method: String(calendar.getFirstPropertyValue('method')),
    uid: event.uid,
    start: event.startDate.toUnixTime() * 1000,
    sequence: Number(event.component.getFirstPropertyValue('sequence')),
    text,
  }
}
