import { readRecordSync, ServerConfigFileSchema } from '../records/index.js';

export interface ConfigFileValues {
  launcher_workspace_root: string | null;
  runtime_dir: string | null;
  graph_source: string | null;
  plasticity_state: string | null;
  registry_dir: string | null;
}

/**
 * Reads the JSON server configuration (its schema: records/server-config-file.ts). Keys this server does
 * not use are left alone (the upstream format carries more); an empty string or null counts as absent.
 */
export function readConfigFile(path: string): ConfigFileValues | { usageError: string } {
  const read = readRecordSync(path, ServerConfigFileSchema);
  if ('data' in read) {
    const { launcher_workspace_root, runtime_dir, graph_source, plasticity_state, registry_dir } = read.data;
    return { launcher_workspace_root, runtime_dir, graph_source, plasticity_state, registry_dir };
  }
  switch (read.code) {
    case 'record_not_json':
      return { usageError: `config file ${path} is ${read.detail}; fix its syntax` };
    case 'record_malformed':
      if (!read.at) return { usageError: `config file ${path} must hold a JSON object` };
      return { usageError: `config file ${path}: "${read.at}" must be a string path (${read.detail})` };
    default:
      return { usageError: `cannot read config file ${path} (${read.errno ?? read.code}); pass an existing JSON file to --config` };
  }
}
