// Bash: functions; `source x` and `. x`.
import { matchTexts, relativeSpec, type QueryLanguage } from './extract-query-language.js';

export const BASH: QueryLanguage = {
  defs: `
(function_definition name: (word) @name) @function
`,
  imports: `
(command name: (command_name) @form . argument: (_) @spec)
`,
  takeImports(matches, out) {
    for (const m of matchTexts(matches)) {
      const form = m.get('form');
      if (form !== 'source' && form !== '.') continue;
      const spec = m.get('spec')!.replace(/^["']|["']$/g, '');
      if (!spec.includes('$') || /^\$\{?\w+\}?\//.test(spec)) out.imports.push(relativeSpec(spec));
    }
  },
};
