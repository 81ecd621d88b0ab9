@needs:http @needs:presence
Feature: Two mutating hands in one place on one brain are a collision; one brain alone never is
  Seed 004, the collision predicate, derived at read and never stored: the same brain, AND the same place (the
  declared worktree, else the caller's root) or overlapping declared working sets, AND a mutation signal on both
  sides (declared intent "mutate", or a write observed at dispatch). Judged on every surface: /api/presences,
  north's honest gaps for both agents, and the cockpit's presences label.

  Background:
    Given the sample repository "app"
    And the sample repository "wt-one"
    And the sample repository "wt-two"
    And the HTTP owner serves the repository "app"

  @clause:PRES-NORTH-1 @clause:PRES-WITNESS-1
  Scenario Outline: <case>
    Given the agent "alpha" declares <alpha declares> on an MCP session from the repository "app"
    And the agent "beta" declares <beta declares> on an MCP session from the repository "app"
    When the agent "beta" <beta acts>
    Then "alpha" and "beta" <verdict> on every surface

    @clause:PRES-COLLIDE-1
    Examples: one brain, one place or overlapping working sets, both meaning to mutate
      | case                                                              | alpha declares                                                          | beta declares                                                            | beta acts             | verdict        |
      | one worktree, both meaning to mutate                              | '{"intent":"mutate","worktree":"{repo:wt-one}"}'                        | '{"intent":"mutate","worktree":"{repo:wt-one}"}'                         | searches              | collide        |
      | one caller root and no worktree, both meaning to mutate           | '{"intent":"mutate"}'                                                   | '{"intent":"mutate"}'                                                    | searches              | collide        |
      | different worktrees whose working sets overlap                    | '{"intent":"mutate","worktree":"{repo:wt-one}","working_set":["src"]}'  | '{"intent":"mutate","worktree":"{repo:wt-two}","working_set":["src/greeter.ts"]}' | searches       | collide        |

    @clause:PRES-COLLIDE-1 @clause:PRES-MUTATION-1
    Examples: a write observed at dispatch is a mutation signal too
      | case                                                              | alpha declares                                                          | beta declares                                                            | beta acts             | verdict        |
      | one worktree, the reader seen writing                             | '{"intent":"mutate","worktree":"{repo:wt-one}"}'                        | '{"intent":"read","worktree":"{repo:wt-one}"}'                           | makes a checkpoint    | collide        |
      | one caller root, one side declaring nothing but seen writing      | '{"intent":"mutate"}'                                                   | '{}'                                                                     | makes a checkpoint    | collide        |

    @clause:PRES-COLLIDE-2
    Examples: one brain alone, both mutating in different places with nothing declared in common
      | case                                                              | alpha declares                                                          | beta declares                                                            | beta acts             | verdict        |
      | different worktrees with disjoint working sets: one brain alone   | '{"intent":"mutate","worktree":"{repo:wt-one}","working_set":["src"]}'  | '{"intent":"mutate","worktree":"{repo:wt-two}","working_set":["docs"]}'  | searches              | do not collide |
      | different worktrees and no working sets: one brain alone          | '{"intent":"mutate","worktree":"{repo:wt-one}"}'                        | '{"intent":"mutate","worktree":"{repo:wt-two}"}'                         | makes a checkpoint    | do not collide |

    @clause:PRES-COLLIDE-3
    Examples: one place, but one side carries no mutation signal
      | case                                                              | alpha declares                                                          | beta declares                                                            | beta acts             | verdict        |
      | one worktree, one side only reading                               | '{"intent":"mutate","worktree":"{repo:wt-one}"}'                        | '{"intent":"read","worktree":"{repo:wt-one}"}'                           | searches              | do not collide |
      | one caller root, one side declaring nothing and never writing     | '{"intent":"mutate"}'                                                   | '{}'                                                                     | searches              | do not collide |
