@needs:http @needs:system-blocks
Feature: A seed becomes a fresh store from exactly one source, under the repo-relative path law
  Seed 003, the seed import verb: a seed given inline or as a repo-relative path becomes a fresh store at version 1;
  both sources or neither, a path that is absolute, climbs out, leaves the repository through a link or names
  nothing, and a seed off its schema, are refused naming the field; an existing store is kept unless the import
  is forced, and a forced import says the live state was overwritten.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file
    And the HTTP owner serves the repository "app"

  @clause:SB-SEED-3
  Scenario Outline: an inline seed imported over <door> makes a fresh store at version 1
    When the seed "two blocks" is imported inline over <door>
    Then the import answered store_version 1 and 2 blocks
    And the system-blocks snapshot holds exactly the blocks of the seed "two blocks" at store_version 1

    Examples:
      | door |
      | MCP  |
      | REST |

  @clause:SB-SEED-2 @clause:SB-SEED-3
  Scenario: a repo-relative seed_path is read from the granted repository
    Given the repository "app" holds the seed "two blocks" at "design/blocks.json", and a link design/outside.json to a copy outside it
    When the seed file "design/blocks.json" is imported over REST
    Then the import answered store_version 1 and 2 blocks
    And the system-blocks snapshot holds exactly the blocks of the seed "two blocks" at store_version 1

  @clause:SB-ERRORS-1 @clause:SB-TRANSPORT-1
  Scenario Outline: <call> is refused with "<code>" and creates no store
    Given the repository "app" holds the seed "two blocks" at "design/blocks.json", and a link design/outside.json to a copy outside it
    Then <call> is refused with "<code>" alike over MCP and REST, and the store is unchanged
    And the system-blocks snapshot answers alike over MCP and REST that no store is present, inventing no version, count or block

    @clause:SB-SEED-1
    Examples: not exactly one source, or a source of the wrong type
      | call                                                | code          |
      | seed_import with both seed_json and seed_path       | invalid_input |
      | seed_import with neither seed_json nor seed_path    | invalid_input |
      | seed_import with a seed_json that is not a string   | invalid_input |
      | seed_import with a seed_json that is not JSON       | invalid_input |

    @clause:SB-SEED-5
    Examples: a seed off its schema
      | call                                                                  | code          |
      | seed_import of a seed with an unknown field                           | invalid_input |
      | seed_import of a seed whose member path climbs out of the repository | invalid_input |
      | seed_import of a seed whose member path is absolute                   | invalid_input |

    @clause:SB-SEED-2
    Examples: a seed_path that breaks the repo-relative law or names nothing
      | call                                                           | code                   |
      | seed_import with seed_path the absolute path of the seed file | path_not_repo_relative |
      | seed_import with seed_path climbing out of the repository     | path_not_repo_relative |
      | seed_import with seed_path naming no file                     | path_unresolvable      |

    @clause:SB-SEED-6
    Examples: a seed_path whose canonical file lies outside the repository
      | call                                                       | code              |
      | seed_import with seed_path a link leaving the repository  | path_escapes_root |

  @clause:SB-SEED-4 @clause:SB-ERRORS-1
  Scenario: a second import without force is refused already_present and keeps the store
    Given the seed "two blocks" was imported into the system-blocks store
    Then seed_import of the same seed again without force is refused with "already_present" alike over MCP and REST, and the store is unchanged

  @clause:SB-SEED-4
  Scenario: a forced import replaces the store and says the live state was overwritten
    Given the seed "two blocks" was imported into the system-blocks store
    When the seed "three blocks" is imported inline with force over MCP
    Then the import answered that the live state was overwritten
    And the system-blocks snapshot holds exactly the blocks of the seed "three blocks"
