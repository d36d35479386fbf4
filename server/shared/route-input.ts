/**
 * How a route declares its input: zod schemas for its params, query and body, checked by Fastify before the
 * handler. A request that fails gets the route's own answer (its not-found page, a 400 with a plain message),
 * after the route's guards, so a visitor without a session still sees only the not-found page. The log names
 * the route and the fields that failed, never their values.
 */
import type { FastifyReply, FastifyRequest, FastifySchemaCompiler, preHandlerAsyncHookHandler } from 'fastify'
import { z, type ZodType } from 'zod'

export interface RouteInput {
  params?: ZodType
  querystring?: ZodType
  body?: ZodType
}

type Part = 'params' | 'querystring' | 'body'

/** Why a request's input failed: which part, and each field's path and message (zod's messages carry no value). */
class InvalidInput extends Error {
  readonly problems: ReadonlyArray<{ path: string; message: string }>
  constructor(
    readonly part: Part,
    issues: readonly z.core.$ZodIssue[],
  ) {
    const problems = issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }))
    super(`Invalid ${part}: ${problems.map((problem) => `${problem.path || part}: ${problem.message}`).join('; ')}`)
    this.problems = problems
  }

  /** The first message: the one a person is shown. */
  get firstMessage(): string {
    return this.problems[0]?.message ?? this.message
  }
}

// Fastify hands the compiler one part's schema at a time, though its types name the route's whole schema.
// It hands an absent body as null: the schema sees it absent, and an absent body stays absent for the handler.
const compileZod: FastifySchemaCompiler<RouteInput> = ({ schema, httpPart }) => {
  const part = schema as unknown as ZodType
  return (data) => {
    const given = data === null ? undefined : data
    const result = part.safeParse(given)
    if (!result.success) return { error: new InvalidInput(httpPart as Part, result.error.issues) }
    return result.data === given ? {} : { value: result.data }
  }
}

export type InvalidAnswer = (request: FastifyRequest, reply: FastifyReply, invalid: InvalidInput) => Promise<unknown>

/** The plain answer: 400 and the first problem's message, as text. */
export const plainBadRequest: InvalidAnswer = async (_request, reply, invalid) =>
  reply.code(400).type('text/plain; charset=utf-8').send(invalid.firstMessage)

/** For JSON routes: 400 and `{ error }`. */
export const jsonBadRequest: InvalidAnswer = async (_request, reply, invalid) =>
  reply.code(400).send({ error: invalid.firstMessage })

const refusers = new WeakSet<preHandlerAsyncHookHandler>()

function refuseInvalid(answer: InvalidAnswer): preHandlerAsyncHookHandler {
  const refuse: preHandlerAsyncHookHandler = async function (request, reply) {
    const invalid = request.validationError
    if (!invalid) return
    if (!(invalid instanceof InvalidInput)) throw invalid
    request.log.info(
      {
        event: 'input.invalid',
        route: request.routeOptions.url,
        part: invalid.part,
        fields: invalid.problems.map((p) => p.path),
      },
      'request input refused',
    )
    await answer(request, reply, invalid)
    return reply
  }
  refusers.add(refuse)
  return refuse
}

/** Whether a route's pre-handlers answer its invalid input (the route-list test checks every route). */
export const answersInvalidInput = (handlers: unknown): boolean =>
  (Array.isArray(handlers) ? handlers : [handlers]).some((handler) =>
    refusers.has(handler as preHandlerAsyncHookHandler),
  )

export interface InputOptions {
  input: RouteInput
  /** What a request with invalid input gets; a plain 400 unless said. */
  invalid?: InvalidAnswer
  /** Guards that run first (a session, the origin), then the input is checked, then `after` (a lookup). */
  before?: preHandlerAsyncHookHandler[]
  after?: preHandlerAsyncHookHandler[]
}

/** A route's options: its schemas, compiled by zod, and the pre-handlers in order. */
export function withInput({ input, invalid = plainBadRequest, before = [], after = [] }: InputOptions) {
  return {
    schema: input,
    validatorCompiler: compileZod,
    attachValidation: true,
    preHandler: [...before, refuseInvalid(invalid), ...after],
  }
}

/** The query of a route that reads none: whatever it is, ignored and dropped. */
export const noQuery = z.object({})
/** The rest of a path a catch-all route answers without reading it. */
export const anyPath = z.object({ '*': z.string() })
