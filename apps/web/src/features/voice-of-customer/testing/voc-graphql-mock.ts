import {
  graphqlMock,
  GraphqlMockError,
  type GraphqlMockCall,
  type GraphqlResolver,
} from '../../../testing/graphql-mock';

/**
 * The Voice of Customer endpoint for component tests (see `graphqlMock`): each root field is answered
 * by the resolver of that name; a resolver that throws a `VocMockError` refuses it.
 */
export type VocResolver = GraphqlResolver;
export type VocMockCall = GraphqlMockCall;
export { GraphqlMockError as VocMockError };

export function vocGraphqlMock(resolvers: Record<string, VocResolver>) {
  return graphqlMock('*/api/voice-of-customer/graphql', resolvers);
}
