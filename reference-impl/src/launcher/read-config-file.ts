import { readFileSync } from 'node:fs';

export interface ConfigFileValues {
  launcher_workspace_root: string | null;
  runtime_dir: string | null;
  graph_source: string | null;
  plasticity_state: string | null;
  registry_dir: string | null;
}

const KEYS = ['launcher_workspace_root', 'runtime_dir', 'graph_source', 'plasticity_state', 'registry_dir'] as const;

/**
 * Reads the JSON server configuration. Keys this server does not use are left alone (the upstream
 * format carries more); an empty string or null counts as absent.
 */
export function readConfigFile(path: string): ConfigFileValues | { usageError: string } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    const code = (err as { code?: string }).code ?? 'unknown error';
    return { usageError: `cannot read config file ${path} (${code}); pass an existing JSON file to --config` };
  }
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (err) {
    return { usageError: `config file ${path} is not valid JSON (${(err as Error).message}); fix its syntax` };
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) {
    return { usageError: `config file ${path} must hold a JSON object` };
  }
  const rec = v as Record<string, unknown>;
  const out: ConfigFileValues = {
    launcher_workspace_root: null, runtime_dir: null, graph_source: null, plasticity_state: null, registry_dir: null,
  };
  for (const key of KEYS) {
    const value = rec[key];
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string') {
      return { usageError: `config file ${path}: "${key}" must be a string path, got ${JSON.stringify(value)}` };
    }
    out[key] = value;
  }
  return out;
}
