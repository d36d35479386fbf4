import { describe, expect, it } from 'vitest'
import { siteConfig } from '~/config/site-config'
import { attributeOf, elementsWith, renderMarkup, seenText } from '../../../tests/support/rendered-markup'
import { noOnlineTimes } from './schedule-form'
import { SlotPicker } from './slot-picker'

const picker = (props: Partial<Parameters<typeof SlotPicker>[0]>) =>
  renderMarkup(
    <SlotPicker
      slots={[]}
      firmZone="America/New_York"
      chosen={null}
      onChoose={() => undefined}
      empty={noOnlineTimes(15)}
      {...props}
    />,
  )

const minHeight = (className: string | undefined) => /\bmin-h-\S+/.exec(className ?? '')?.[0]

describe('the compact picker before and without times (issue 54 item 3)', () => {
  it('with no open time, says how far it looked and the number to call', () => {
    const [empty] = elementsWith(picker({ status: 'ready' }), 'data-slot', 'slot-picker-empty')
    expect(empty && seenText(empty)).toBe(`No online times in the next 15 days: call ${siteConfig.phone}.`)
  })

  it('while the times load, a status placeholder as tall as the picker it stands in for', () => {
    const [placeholder] = elementsWith(picker({ status: 'loading' }), 'data-slot', 'slot-picker-placeholder')
    expect(placeholder && attributeOf(placeholder, 'role')).toBe('status')
    const ready = picker({
      status: 'ready',
      slots: [{ person: 'principal', start: '2026-12-01T15:00:00.000Z', end: '2026-12-01T15:30:00.000Z' }],
    })
    const [box] = elementsWith(ready, 'data-slot', 'slot-picker')
    expect(minHeight(placeholder && attributeOf(placeholder, 'class'))).toBeDefined()
    expect(minHeight(box && attributeOf(box, 'class'))).toBe(
      minHeight(placeholder && attributeOf(placeholder, 'class')),
    )
  })

  it('renders nothing before the script asks for times: the preferred date and time window stay', () => {
    expect(seenText(picker({ status: 'none' }))).toBe('')
  })
})
