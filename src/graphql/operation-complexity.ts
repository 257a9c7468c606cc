// The estimated complexity of an operation (docs/decisions.md, "GraphQL limits: measured in time
// linear in the document"), by graphql-query-complexity's rules with our estimator (query-cost.ts):
// a field costs what the estimator says of it and of what it selects; a selection set costs the sum
// of its selections for each type it may be, and the most of those types; `@include` and `@skip`
// are honoured. What differs is the walk: graphql-query-complexity visits a fragment again at
// every spread, so a document of 30 fragments each spreading the previous one twice made it visit
// 2^29 selections (stopped after two million, about 2 s of CPU). A fragment's cost depends on the
// fragment alone (its fields, its type condition, the variables), so it is computed once and
// reused as a number at every spread: each selection of the document is visited once per
// operation.
import {
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  getVariableValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isAbstractType,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  Kind,
  OperationTypeNode,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { ComplexityEstimator } from 'graphql-query-complexity';

type Variables = Record<string, unknown>;

/**
 * The operation's complexity; 0 when its variables do not coerce (execution refuses them), as
 * graphql-query-complexity reports. May be very large (a number, not a walk): the caller compares.
 */
export function operationComplexity(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Variables | null | undefined,
  estimator: ComplexityEstimator,
): number {
  const rootType =
    operation.operation === OperationTypeNode.QUERY
      ? schema.getQueryType()
      : operation.operation === OperationTypeNode.MUTATION
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  if (!rootType) return 0;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
  if (coerced.errors) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  const walk = new ComplexityWalk(schema, fragments, coerced.coerced, estimator);
  return walk.selectionSet(operation.selectionSet, rootType);
}

class ComplexityWalk {
  /** Each fragment's cost once computed; NaN while it is being computed (a cycle costs 0). */
  private readonly fragmentCosts = new Map<string, number>();
  /** The variables as getArgumentValues takes them: undefined when there are none. */
  private readonly variables: Variables | undefined;

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>,
    variables: Variables,
    private readonly estimator: ComplexityEstimator,
  ) {
    this.variables = Object.keys(variables).length === 0 ? undefined : variables;
  }

  selectionSet(selectionSet: SelectionSetNode, type: GraphQLCompositeType): number {
    const fields =
      isObjectType(type) || isInterfaceType(type)
        ? type.getFields()
        : ({} as Record<string, GraphQLField<unknown, unknown>>);
    const possibleTypes = this.possibleTypeNames(type);
    const byType = new Map<string, number>();
    const add = (cost: number, typeNames: readonly string[]) => {
      for (const name of typeNames) byType.set(name, (byType.get(name) ?? 0) + cost);
    };
    for (const selection of selectionSet.selections) {
      if (!this.included(selection)) continue;
      if (selection.kind === Kind.FIELD) {
        const field = metaField(selection.name.value) ?? fields[selection.name.value];
        if (!field) continue;
        let args: Variables;
        try {
          args = getArgumentValues(field, selection, this.variables);
        } catch {
          continue;
        }
        const fieldType = getNamedType(field.type);
        const childComplexity =
          isCompositeType(fieldType) && selection.selectionSet
            ? this.selectionSet(selection.selectionSet, fieldType)
            : 0;
        const cost = this.estimator({
          childComplexity,
          args,
          field,
          node: selection,
          type,
          context: undefined,
        });
        if (typeof cost === 'number' && !Number.isNaN(cost)) add(cost, possibleTypes);
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = this.fragments.get(selection.name.value);
        const fragmentType = fragment && this.schema.getType(fragment.typeCondition.name.value);
        if (!fragment || !isCompositeType(fragmentType)) continue;
        add(this.fragmentCost(fragment, fragmentType), this.possibleTypeNames(fragmentType));
      } else {
        const inlineType = selection.typeCondition
          ? this.schema.getType(selection.typeCondition.name.value)
          : type;
        if (!isCompositeType(inlineType)) continue;
        add(
          this.selectionSet(selection.selectionSet, inlineType),
          this.possibleTypeNames(inlineType),
        );
      }
    }
    return Math.max(0, ...byType.values());
  }

  private fragmentCost(fragment: FragmentDefinitionNode, type: GraphQLCompositeType): number {
    const name = fragment.name.value;
    const known = this.fragmentCosts.get(name);
    if (known !== undefined) return Number.isNaN(known) ? 0 : known;
    this.fragmentCosts.set(name, Number.NaN);
    const cost = this.selectionSet(fragment.selectionSet, type);
    this.fragmentCosts.set(name, cost);
    return cost;
  }

  private possibleTypeNames(type: GraphQLCompositeType): readonly string[] {
    return isAbstractType(type)
      ? this.schema.getPossibleTypes(type).map((t) => t.name)
      : [type.name];
  }

  /** False for a selection `@include(if: false)` or `@skip(if: true)` leaves out. */
  private included(selection: SelectionSetNode['selections'][number]): boolean {
    if (!selection.directives?.length) return true;
    const include = getDirectiveValues(GraphQLIncludeDirective, selection, this.variables);
    const skip = getDirectiveValues(GraphQLSkipDirective, selection, this.variables);
    return include?.if !== false && skip?.if !== true;
  }
}

function metaField(name: string): GraphQLField<unknown, unknown> | undefined {
  if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
  if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
  if (name === TypeNameMetaFieldDef.name) return TypeNameMetaFieldDef;
  return undefined;
}
