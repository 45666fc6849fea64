import type { FastifyInstance } from 'fastify';
import { graphqlEndpoint } from '../../plugins/graphql';
import { experimentsEndpoint } from './experiments.resolvers';

/** `POST /api/distillery`: the experiments GraphQL service. */
export async function experimentsRoutes(app: FastifyInstance) {
  graphqlEndpoint(app, experimentsEndpoint);
}
