/**
 * A textual mutation of the BUILT reference (`reference-impl/dist/<file>`): `find` must occur exactly once,
 * so a rebuilt reference can never turn a mutant into a silent no-op; `tags` selects the scenarios that
 * must fail against it.
 */
export interface Mutant {
  name: string;
  /** path below reference-impl/dist */
  file: string;
  find: string;
  replace: string;
  tags: string;
  /** the rule the mutant breaks, for the failure message */
  breaks: string;
}
