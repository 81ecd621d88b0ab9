// Arguments that break a tool's advertised input schema: each property given a value of another JSON type,
// a required property left out, and arguments that are not an object at all.
import fc from 'fast-check';

export interface ToolSchema {
  type?: string;
  properties?: Record<string, { type?: string | string[] }>;
  required?: string[];
}

export interface BrokenCall {
  tool: string;
  args: unknown;
  why: string;
}

const OTHER_TYPE: Record<string, fc.Arbitrary<unknown>> = {
  string: fc.oneof(fc.integer(), fc.boolean(), fc.array(fc.nat(), { maxLength: 2 })),
  number: fc.oneof(fc.string({ maxLength: 6 }), fc.boolean(), fc.constant({})),
  integer: fc.oneof(fc.string({ maxLength: 6 }), fc.double({ noInteger: true, noNaN: true }), fc.constant([])),
  boolean: fc.oneof(fc.string({ maxLength: 6 }), fc.integer(), fc.constant(null)),
  array: fc.oneof(fc.string({ maxLength: 6 }), fc.integer(), fc.constant({})),
  object: fc.oneof(fc.string({ maxLength: 6 }), fc.integer(), fc.constant([])),
};

/** A sample of calls that each break `schema` in exactly one way; empty when the schema admits anything. */
export function breakingCalls(tool: string, schema: ToolSchema, seed: number, perWay = 2): BrokenCall[] {
  const calls: BrokenCall[] = [];
  const required = schema.required ?? [];
  const props = schema.properties ?? {};
  for (const [name, prop] of Object.entries(props)) {
    const type = typeof prop.type === 'string' ? prop.type : null;
    const wrong = type === null ? undefined : OTHER_TYPE[type];
    if (!wrong) continue;
    const base = requiredFilled(schema, name);
    for (const value of fc.sample(wrong, { seed: seed + name.length, numRuns: perWay })) {
      calls.push({ tool, args: { ...base, [name]: value }, why: `${name} is ${JSON.stringify(value)}, not of type ${type}` });
    }
  }
  for (const name of required) {
    const args = requiredFilled(schema, name);
    delete (args as Record<string, unknown>)[name];
    calls.push({ tool, args, why: `the required ${name} is left out` });
  }
  return calls;
}

/** Arguments that are not an object at all break any object schema. */
export function nonObjectArguments(tool: string, seed: number): BrokenCall[] {
  return fc.sample(fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.array(fc.nat(), { maxLength: 2 })), { seed, numRuns: 2 })
    .map((args) => ({ tool, args, why: `arguments ${JSON.stringify(args)} are not an object` }));
}

/** Every required property filled with a value of its own type, except `skip`. */
function requiredFilled(schema: ToolSchema, skip: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of schema.required ?? []) {
    if (name === skip) continue;
    const type = schema.properties?.[name]?.type;
    out[name] = type === 'number' || type === 'integer' ? 1 : type === 'boolean' ? true : type === 'array' ? [] : type === 'object' ? {} : 'x';
  }
  return out;
}
