@needs:stdio @needs:seams @needs:snapshot-layout
Feature: A kill -9 at any checkpoint, ingest or bootstrap seam leaves the old or the new graph, and no stranded owner
  Seed 000, "Public npm CLI and process status" and the seam protocol (harness/README.md): checkpoints are whole and CURRENT moves last, so
  a process killed anywhere leaves the graph as it was before the start or as a run to completion leaves it,
  and the next start takes the runtime over. A row counts only once the seam was reached by the killed process.

  # Each row names the path on which the implementation really reaches its seam:
  #   a cold start of a new runtime                          - no CURRENT yet: the first scan and checkpoint
  #   a cold start of a new runtime with the embedding model - the same, with the optional model phases after it
  #   a recovery that re-stamps a legacy spelling            - CURRENT exists and names the grant with a trailing slash,
  #                                                            so the completed recovery commits a new checkpoint
  #   a persist checkpoint call                              - a served runtime asked for `persist {action: "checkpoint"}`

  Background:
    Given the sample repository "app"

  @clause:LIFE-CRASH-1 @clause:LIFE-RESTART-1
  Scenario Outline: kill -9 at <seam> during <path>
    Given the runtime is set up for <path> of the repository "app"
    And the graph that <path> of the repository "app" leaves when it runs to completion is computed on a copy of the runtime
    When <path> of the repository "app" is killed with SIGKILL once it reached the seam "<seam>"
    Then the persisted graph is the one before the start or the completed one, whole
    When the server starts again with the repository "app" granted
    Then the server is ready
    And the persisted graph is the one before the start or the completed one, whole
    When the server's input ends
    Then the server exits with status 0
    And no owner lock remains

    Examples: the first scan and checkpoint of a new runtime
      | seam                 | path                          |
      | bootstrap.owner_lock | a cold start of a new runtime |
      | bootstrap.prepare    | a cold start of a new runtime |
      | ingest.scan          | a cold start of a new runtime |
      | ingest.commit        | a cold start of a new runtime |
      | checkpoint.write     | a cold start of a new runtime |
      | checkpoint.publish   | a cold start of a new runtime |
      | checkpoint.mirror    | a cold start of a new runtime |
      | bootstrap.cochange   | a cold start of a new runtime |

    @needs:model
    Examples: the optional model phases after the first checkpoint
      | seam                           | path                                                   |
      | bootstrap.model_load           | a cold start of a new runtime with the embedding model |
      | bootstrap.embedding_cache_read | a cold start of a new runtime with the embedding model |
      | bootstrap.semantic_index       | a cold start of a new runtime with the embedding model |

    Examples: a recovery of CURRENT that commits a re-stamped checkpoint
      | seam                    | path                                        |
      | bootstrap.owner_lock    | a recovery that re-stamps a legacy spelling |
      | bootstrap.prepare       | a recovery that re-stamps a legacy spelling |
      | bootstrap.snapshot_read | a recovery that re-stamps a legacy spelling |
      | bootstrap.reconstruct   | a recovery that re-stamps a legacy spelling |
      | bootstrap.digest_check  | a recovery that re-stamps a legacy spelling |
      | checkpoint.write        | a recovery that re-stamps a legacy spelling |
      | checkpoint.publish      | a recovery that re-stamps a legacy spelling |
      | checkpoint.mirror       | a recovery that re-stamps a legacy spelling |

    Examples: a checkpoint asked for while serving
      | seam               | path                      |
      | checkpoint.write   | a persist checkpoint call |
      | checkpoint.publish | a persist checkpoint call |
      | checkpoint.mirror  | a persist checkpoint call |
