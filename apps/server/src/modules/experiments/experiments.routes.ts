import { distilleryEndpoint } from '@prism/domain';
import type { FastifyInstance } from 'fastify';
import { graphqlEndpoint } from '../../plugins/graphql';
import { EXPERIMENTS_SDL, experimentsResolvers } from './experiments.resolvers';

/** `POST /api/distillery`: the experiments GraphQL service. */
export async function experimentsRoutes(app: FastifyInstance) {
  await graphqlEndpoint(app, {
    declaration: distilleryEndpoint,
    sdl: EXPERIMENTS_SDL,
    resolvers: { Query: experimentsResolvers },
  });
}
