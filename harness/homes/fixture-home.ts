/** One scenario's private world: every path a child may touch lives below `root`. */
export interface FixtureHome {
  base: string;
  /** this scenario's dir */
  root: string;
  home: string;
  tmp: string;
  xdgCache: string;
  xdgConfig: string;
  /** created 0700 */
  runtime: string;
  registry: string;
  repos: string;
  seams: string;
}
