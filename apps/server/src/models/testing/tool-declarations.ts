import { isDeepStrictEqual } from 'node:util';
import { OPTIONAL_TOOLS, TOOL_INPUTS, type ToolName } from '@kiln/contracts';
import { z } from 'zod';

/** A tool as a request is expected to declare it: its name, description and input JSON schema. */
export interface ExpectedTool {
  name: string;
  description: string;
  properties: Record<string, unknown>;
  required: string[];
}

/** A tool as a request declared it, read from either protocol's `tools`. */
export interface DeclaredTool {
  name: string;
  description: string | undefined;
  schema: Record<string, unknown>;
}

/**
 * Kiln's tools as a provider must receive them, derived from the zod inputs with zod's own JSON Schema
 * conversion (draft 7, input side), independently of the AI SDK that does the sending.
 */
export function kilnToolDeclarations(): ExpectedTool[] {
  return (Object.keys(TOOL_INPUTS) as ToolName[]).map((name) => {
    const input = TOOL_INPUTS[name];
    const schema = z.toJSONSchema(input, { target: 'draft-7', io: 'input' });
    return {
      name,
      description: input.description ?? '',
      properties: (schema.properties ?? {}) as Record<string, unknown>,
      required: [...(schema.required ?? [])].sort(),
    };
  });
}

/** What differs between the expected and the declared tools, one line each; empty when they match. */
export function compareToolDeclarations(
  expected: readonly ExpectedTool[],
  declared: readonly DeclaredTool[],
): string[] {
  const problems: string[] = [];
  const byName = new Map(declared.map((tool) => [tool.name, tool]));
  // An optional tool is checked like the others when a request declares it.
  expected = expected.filter(
    (tool) => !(OPTIONAL_TOOLS as readonly string[]).includes(tool.name) || byName.has(tool.name),
  );
  const names = (list: readonly { name: string }[]) =>
    list
      .map((t) => t.name)
      .sort()
      .join(', ');
  if (names(expected) !== names(declared)) {
    problems.push(`tools declared [${names(declared)}], expected [${names(expected)}]`);
  }
  for (const want of expected) {
    const got = byName.get(want.name);
    if (!got) continue;
    if (got.description !== want.description) {
      problems.push(`tool ${want.name}: description ${JSON.stringify(got.description)}`);
    }
    if (got.schema.type !== 'object') problems.push(`tool ${want.name}: schema type is not object`);
    if (!isDeepStrictEqual(got.schema.properties ?? {}, want.properties)) {
      problems.push(`tool ${want.name}: properties ${JSON.stringify(got.schema.properties)}`);
    }
    const required = Array.isArray(got.schema.required) ? [...got.schema.required].sort() : [];
    if (!isDeepStrictEqual(required, want.required)) {
      problems.push(`tool ${want.name}: required ${JSON.stringify(required)}`);
    }
  }
  return problems;
}
