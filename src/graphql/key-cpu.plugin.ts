// Charges a request's key with the CPU its document's parsing and validation take (the CPU budget
// per key, src/http/key-cpu-budget.ts): both are synchronous and, for a hostile document, most of
// what its refusal costs. Apollo calls these hooks only for a document it has not kept, so a
// document a client sends again costs its key nothing here.
import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import type { KeyCpuBudget } from '../http/key-cpu-budget';
import type { GraphqlContext } from './context';

export function keyCpuPlugin(cpu: KeyCpuBudget): ApolloServerPlugin<GraphqlContext> {
  return {
    requestDidStart({ contextValue }) {
      const keyId = contextValue.principal?.keyId;
      if (!cpu.enabled || keyId === undefined) return Promise.resolve(undefined);
      const listener: GraphQLRequestListener<GraphqlContext> = {
        parsingDidStart() {
          const end = cpu.begin(keyId);
          return Promise.resolve(() => Promise.resolve(end()));
        },
        validationDidStart() {
          const end = cpu.begin(keyId);
          return Promise.resolve(() => Promise.resolve(end()));
        },
      };
      return Promise.resolve(listener);
    },
  };
}
