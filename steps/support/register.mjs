// Loaded before any step file: teaches Node's ESM loader to import the TypeScript step definitions.
import { register } from 'tsx/esm/api';

register();
