// The GraphQL object types are checked against the one definition of each resource
// (src/resources) at compile time: a type that `implements ResourceFields<R, K>` must declare every
// field of R but the keys K, with R's types, so a field added to or retyped in a resource fails
// the build until the GraphQL type follows (docs/architecture.md, "Adding a field"). K names the
// fields a resolver serves instead (navigation, connections) or that GraphQL shows otherwise.
/** Every field of the resource R but those named in ServedOtherwise, each one required. */
export type ResourceFields<R, ServedOtherwise extends keyof R = never> = {
  [K in Exclude<keyof R, ServedOtherwise>]-?: R[K];
};
