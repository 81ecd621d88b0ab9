// The `--config <file.json>` server configuration. Keys this server does not use are left alone (the
// upstream format carries more); an empty string or null counts as absent.
import { z } from 'zod';

const OptionalPath = z
  .string({ error: 'must be a string path' })
  .nullable()
  .optional()
  .transform((v) => (v === undefined || v === '' ? null : v));

export const ServerConfigFileSchema = z.looseObject({
  launcher_workspace_root: OptionalPath,
  runtime_dir: OptionalPath,
  graph_source: OptionalPath,
  plasticity_state: OptionalPath,
  registry_dir: OptionalPath,
});
export type ServerConfigFile = z.infer<typeof ServerConfigFileSchema>;
