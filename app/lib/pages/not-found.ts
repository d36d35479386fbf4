/** An address whose slug names nothing of the content: no such page (the build renders only known ones). */
class PageNotFoundError extends Error {
  readonly status = 404
  constructor() {
    super('No such page')
    this.name = 'PageNotFoundError'
  }
}

/** Thrown by a page builder for an unknown slug. */
export function notFound(): never {
  throw new PageNotFoundError()
}
