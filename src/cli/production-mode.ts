// Imported first by the command: a command runs production code, so libraries that read NODE_ENV
// when they load (graphql-js skips its development-only checks, about 5% of a nested query's CPU)
// run in production mode unless the environment says otherwise. Apollo's behaviour does not
// depend on it: introspection and stack traces are set explicitly (register-graphql.ts).
process.env.NODE_ENV ??= 'production';
export {};
