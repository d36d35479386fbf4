import type { FastifyReply, FastifyRequest } from 'fastify'

/** Sends the site's own 404 page: the static site makes it, and the back office answers with it what it will not show. */
export type SendNotFound = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>
