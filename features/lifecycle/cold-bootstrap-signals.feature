@needs:stdio @needs:seams @needs:snapshot-layout
Feature: A signal during cold bootstrap ends in a checkpoint ACK or a quarantine, never a stranded owner
  Seed 000, "Public npm CLI and process status" (direct stdio): SIGTERM during cold bootstrap cancels snapshot
  reads, reconstruction, co-change, model loading, embedding-cache reads and semantic indexing, and waits for
  the lease-mutation guard. A new runtime joins its first checkpoint and shuts down with the checkpoint ACK;
  an existing CURRENT is quarantined untouched and refused without an ACK. The next start owns the runtime.

  Background:
    Given the sample repository "app"

  @clause:LIFE-SIGTERM-NEW-1 @clause:LIFE-CANCEL-1 @clause:LIFE-EXIT-1 @clause:LIFE-RESTART-1 @needs:model
  Scenario: SIGTERM while a new runtime's model read is held ends with the checkpoint ACK and a committed first checkpoint
    Given the server runs with the lane's embedding model
    When the server starts with the repository "app" granted and is held at the seam "bootstrap.model_load"
    And the server receives SIGTERM
    Then the server exits with status 0 within 10 seconds, its last line the checkpoint ACK, without answering initialize
    And the checkpoint pointer names a complete checkpoint holding "greetVisitor" from the repository "app"
    And no co-change graph or embedding cache was written
    And no owner lock remains
    When the server starts again with the repository "app" granted
    Then the server is ready
    And the checkpoint pointer names the same checkpoint as before

  @clause:LIFE-SIGTERM-RECOVER-1 @clause:LIFE-CANCEL-1 @clause:LIFE-EXIT-1 @clause:LIFE-RESTART-1 @needs:model
  Scenario: SIGTERM while a recovery's model read is held quarantines the start and leaves CURRENT byte-identical
    Given the server runs with the lane's embedding model
    And the server has prepared the repository "app" and ended cleanly
    When the server starts again with the repository "app" granted and is held at the seam "bootstrap.model_load"
    And the server receives SIGTERM
    Then the server exits with status 143 within 10 seconds, its last line the cancelled start, without an ACK or answering initialize
    And the runtime is byte-identical to before the start apart from its journal
    And the lifecycle journal gained one quarantine record of the start for the repository "app", at the phase "bootstrap.model_load"
    When the server starts again with the repository "app" granted
    Then the server is ready
    And the checkpoint pointer names the same checkpoint as before

  @clause:LIFE-CANCEL-1 @clause:LIFE-SIGTERM-RECOVER-1 @clause:LIFE-EXIT-1 @clause:LIFE-RESTART-1 @needs:model @platform:posix
  Scenario: SIGTERM while a recovery is blocked reading an embedding cache that never delivers quarantines the start
    Given the server runs with the lane's embedding model
    And the server has prepared the repository "app" and ended cleanly
    And the embedding cache file is replaced by a pipe that never delivers a byte
    When the server starts again with the repository "app" granted and blocks reading the embedding cache
    And the server receives SIGTERM
    Then the server exits with status 143 within 10 seconds, its last line the cancelled start, without an ACK or answering initialize
    And the runtime is byte-identical to before the start apart from its journal
    And the lifecycle journal gained one quarantine record of the start for the repository "app", at the phase "bootstrap.embedding_cache_read"
    When the embedding cache file is put back
    And the server starts again with the repository "app" granted
    Then the server is ready
    And the checkpoint pointer names the same checkpoint as before
    And the server says every node of the persisted snapshot came from the embedding cache and none was embedded

  @clause:LIFE-SIGTERM-NEW-1 @clause:LIFE-CANCEL-1 @clause:LIFE-EXIT-1 @clause:LIFE-RESTART-1
  Scenario Outline: SIGTERM while a new runtime is held at <seam> skips that optional phase and shuts down with the ACK
    Given the server runs with <model>
    When the server starts with the repository "app" granted and is held at the seam "<seam>"
    And the server receives SIGTERM
    Then the server exits with status 0 within 10 seconds, its last line the checkpoint ACK, without answering initialize
    And the checkpoint pointer names a complete checkpoint holding "greetVisitor" from the repository "app"
    And no co-change graph or embedding cache was written
    When the server starts again with the repository "app" granted
    Then the server is ready
    And the checkpoint pointer names the same checkpoint as before

    Examples: phases that need no model
      | seam               | model              |
      | bootstrap.cochange | no embedding model |

    @needs:model
    Examples: phases of the embedding model
      | seam                           | model                     |
      | bootstrap.embedding_cache_read | the lane's embedding model |
      | bootstrap.semantic_index       | the lane's embedding model |

  @clause:LIFE-SIGTERM-RECOVER-1 @clause:LIFE-CANCEL-1 @clause:LIFE-EXIT-1 @clause:LIFE-RESTART-1
  Scenario Outline: SIGTERM while a recovery is held at <seam> quarantines the start and leaves CURRENT byte-identical
    Given the server runs with <model>
    And the server has prepared the repository "app" and ended cleanly
    When the server starts again with the repository "app" granted and is held at the seam "<seam>"
    And the server receives SIGTERM
    Then the server exits with status 143 within 10 seconds, its last line the cancelled start, without an ACK or answering initialize
    And the runtime is byte-identical to before the start apart from its journal
    And the lifecycle journal gained one quarantine record of the start for the repository "app", at the phase "<seam>"
    When the server starts again with the repository "app" granted
    Then the server is ready
    And the checkpoint pointer names the same checkpoint as before

    Examples: interrupted snapshot reads and reconstruction
      | seam                    | model              |
      | bootstrap.prepare       | no embedding model |
      | bootstrap.snapshot_read | no embedding model |
      | bootstrap.reconstruct   | no embedding model |
      | bootstrap.digest_check  | no embedding model |
      | bootstrap.cochange      | no embedding model |

    @needs:model
    Examples: held reads of the embedding cache and the semantic index
      | seam                           | model                      |
      | bootstrap.embedding_cache_read | the lane's embedding model |
      | bootstrap.semantic_index       | the lane's embedding model |

  @clause:LIFE-JOINED-1 @clause:LIFE-SIGTERM-NEW-1 @clause:LIFE-RESTART-1
  Scenario Outline: SIGTERM during a new runtime's first scan and checkpoint waits for them, held at <seam>
    When the server starts with the repository "app" granted and is held at the seam "<seam>"
    And the server receives SIGTERM
    Then the server notes the signal during cold bootstrap
    When the seam "<seam>" is released
    Then the server exits with status 0 within 10 seconds, its last line the checkpoint ACK, without answering initialize
    And the checkpoint pointer names a complete checkpoint holding "greetVisitor" from the repository "app"
    When the server starts again with the repository "app" granted
    Then the server is ready
    And the checkpoint pointer names the same checkpoint as before

    Examples:
      | seam               |
      | bootstrap.prepare  |
      | ingest.scan        |
      | checkpoint.publish |

  @clause:LIFE-GUARD-1 @clause:LIFE-SIGTERM-RECOVER-1 @clause:LIFE-RESTART-1
  Scenario: SIGTERM while an existing runtime's owner lock is being taken waits for the guard, then quarantines
    Given the server has prepared the repository "app" and ended cleanly
    When the server starts again with the repository "app" granted and is held at the seam "bootstrap.owner_lock"
    Then the owner lock is whole and names that server's process
    When the server receives SIGTERM
    Then the server notes the signal during cold bootstrap
    When the seam "bootstrap.owner_lock" is released
    Then the server exits with status 143 within 10 seconds, its last line the cancelled start, without an ACK or answering initialize
    And the runtime is byte-identical to before the start apart from its journal
    And the lifecycle journal gained one quarantine record of the start for the repository "app"
    When the server starts again with the repository "app" granted
    Then the server is ready
    And the checkpoint pointer names the same checkpoint as before

  @clause:LIFE-GUARD-1 @clause:LIFE-SIGTERM-NEW-1 @clause:LIFE-RESTART-1
  Scenario: SIGTERM while a new runtime's owner lock is being taken waits for the guard, then checkpoints with the ACK
    When the server starts with the repository "app" granted and is held at the seam "bootstrap.owner_lock"
    Then the owner lock is whole and names that server's process
    When the server receives SIGTERM
    Then the server notes the signal during cold bootstrap
    When the seam "bootstrap.owner_lock" is released
    Then the server exits with status 0 within 10 seconds, its last line the checkpoint ACK, without answering initialize
    And the checkpoint pointer names a complete checkpoint holding "greetVisitor" from the repository "app"
    And no owner lock remains
    When the server starts again with the repository "app" granted
    Then the server is ready
    And the checkpoint pointer names the same checkpoint as before
