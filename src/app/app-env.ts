// The server's own settings (README.md, "Configuration"): where it listens, what it logs and which
// catalogs it loads at start.
import { Type } from '@sinclair/typebox';

export const APP_ENV = Type.Object({
  PORT: Type.Integer({
    minimum: 0,
    maximum: 65535,
    default: 8080,
    refusal: 'must be a port number',
    description: 'The port the API listens on; 0: any free port.',
  }),
  HOST: Type.String({ default: '0.0.0.0', description: 'The address the API listens on.' }),
  LOG_LEVEL: Type.String({ default: 'info', description: 'The log level (pino).' }),
  SETTLEGRAPH_CATALOG: Type.String({
    default: '',
    description: 'Comma-separated catalog files loaded at start; demo names the demo catalog.',
  }),
});
