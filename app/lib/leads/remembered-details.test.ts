import { describe, expect, test } from 'vitest'
import { forgetDetails, readRememberedDetails, rememberDetails } from './remembered-details'

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

describe("a returning visitor's details, kept in the browser on request (issue 54)", () => {
  test('keeps only name, email and phone, and forgets them on request', () => {
    const storage = memoryStorage()
    rememberDetails(
      {
        firstName: 'Ruth',
        lastName: 'Bader',
        email: 'ruth@lawfirm.example.com',
        phone: '(215) 555-0100',
        message: 'x',
      },
      storage,
    )
    expect(readRememberedDetails(storage)).toEqual({
      firstName: 'Ruth',
      lastName: 'Bader',
      email: 'ruth@lawfirm.example.com',
      phone: '(215) 555-0100',
    })
    expect(storage.getItem('booking-details')).not.toContain('message')
    forgetDetails(storage)
    expect(readRememberedDetails(storage)).toBeUndefined()
    expect(storage.length).toBe(0)
  })

  test('an entry that is not JSON or not the details reads as none', () => {
    const storage = memoryStorage()
    storage.setItem('booking-details', '{not json')
    expect(readRememberedDetails(storage)).toBeUndefined()
    storage.setItem('booking-details', JSON.stringify({ firstName: 1, email: 'a@b.example' }))
    expect(readRememberedDetails(storage)).toBeUndefined()
  })
})
