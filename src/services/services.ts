// The service layer as one object: what the REST and GraphQL adapters are given.
import type { Store } from '../store/store';
import { PageTokens, TokenSigner } from './page-tokens';
import { ReferenceService } from './reference-service';
import { ResolveService } from './resolve-service';
import { ScenarioService } from './scenario-service';

export interface Services {
  store: Store;
  reference: ReferenceService;
  resolve: ResolveService;
  scenarios: ScenarioService;
}

export interface ServiceOptions {
  /** Signs page tokens and cursors; random per process when absent. */
  tokenSecret?: string | undefined;
}

export function createServices(store: Store, options: ServiceOptions = {}): Services {
  const signer = new TokenSigner(options.tokenSecret);
  const tokens = new PageTokens(signer);
  return {
    store,
    reference: new ReferenceService(store, tokens),
    resolve: new ResolveService(store),
    scenarios: new ScenarioService(store, tokens),
  };
}
