import { describe, expect, it } from 'vitest'
import { forumValue, readSendChoices } from './send-choices'

const known = { experts: ['principal', 'avery-sample'], states: ['TX', 'CA'] }

describe("the send panel's choices", () => {
  it('reads a complete choice into the letter terms', () => {
    expect(
      readSendChoices({ expert: 'avery-sample', scope: 'consulting', payer: 'counsel', forum: 'state:TX' }, known),
    ).toEqual({
      choices: { expert: 'avery-sample', scope: 'consulting', payer: 'counsel', forum: { kind: 'state', state: 'TX' } },
    })
    expect(
      readSendChoices({ expert: 'principal', scope: 'testifying', payer: 'law-firm', forum: 'federal' }, known),
    ).toEqual({
      choices: { expert: 'principal', scope: 'testifying', payer: 'law-firm', forum: { kind: 'federal' } },
    })
  })

  it('names every missing or unknown choice, the forum first confirmed by staff', () => {
    expect(
      readSendChoices({ expert: 'someone', scope: 'testifying', payer: 'insurer', forum: 'state:ZZ' }, known),
    ).toEqual({
      problems: [
        { field: 'expert', message: 'Choose the expert who will do the work.' },
        { field: 'payer', message: 'Choose who pays the firm.' },
        { field: 'forum', message: 'Confirm the forum: federal court, or the state whose court hears the case.' },
      ],
    })
  })

  it('writes the forum as the form carries it', () => {
    expect(forumValue({ kind: 'state', state: 'TX' })).toBe('state:TX')
    expect(forumValue({ kind: 'federal' })).toBe('federal')
  })
})
