import type { GraphqlContext } from '../../plugins/graphql';
import { experimentsService } from './experiments.service';

/** The experiments service (spec 000 section 7, `/distillery`). Times are epoch milliseconds. */
export const EXPERIMENTS_SDL = /* GraphQL */ `
  type Query {
    "Experiments that started in [startTimeFrom, startTimeTo) in one of the products, offered statuses only."
    experiments(filter: ExperimentFilter!): [Experiment!]!
  }

  input ExperimentFilter {
    startTimeFrom: Float!
    startTimeTo: Float!
    products: [ProductInput!]!
  }

  "An application's name and type: the app id MSA@Web is the product {name: MSA, type: Web}."
  input ProductInput {
    name: String!
    type: String!
  }

  type Experiment {
    id: ID!
    uuid: String!
    name: String!
    experimentStatusId: Int!
    experimentStatus: ExperimentStatus!
    variants: [Variant!]!
    startTime: Float!
    createdTime: Float!
    products: [Product!]!
  }

  type ExperimentStatus {
    id: Int!
    name: String!
  }

  type Variant {
    uuid: String!
    name: String!
  }

  type Product {
    name: String!
    type: String!
  }
`;

export const experimentsResolvers = {
  experiments: ({ filter }: { filter: unknown }, { app }: GraphqlContext) =>
    experimentsService.startedIn(app.db, filter),
};
