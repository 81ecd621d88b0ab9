@needs:stdio @needs:model
Feature: The embedding model is loaded only for a populated graph; a broken one degrades seek, never search
  Seed 000, "Proven slice" and "Public npm CLI and process status": no static embedding model is loaded for
  zero nodes; model loading, the embedding cache and the semantic index are real bootstrap phases. A missing
  or corrupt model (`M1ND_EMBED_MODEL`, model2vec layout) is a clear error naming the file, and literal
  retrieval still works; `seek` says which mode ranked it, and a warm start reads its vectors from the cache.

  Background:
    Given the sample repository "app"

  @clause:BOOT-MODEL-1 @clause:LIFE-MODEL-UNTOUCHED-1 @needs:seams
  Scenario: a damaged model is never touched by a start whose scan finds zero nodes
    Given an empty repository "empty"
    And the server runs with a copy of the lane's embedding model with truncated weights
    And a model load would be caught at the seam "bootstrap.model_load"
    When the server starts with the repository "empty" granted
    Then the server's startup is refused with "launcher_workspace_produced_empty_graph"
    And nothing was created or changed
    And the server said nothing about the embedding model

  @clause:BOOT-MODEL-1 @clause:LIFE-MODEL-UNTOUCHED-1 @needs:seams
  Scenario: a damaged model is never touched by a server without a grant, whose graph is empty
    Given the server runs with a copy of the lane's embedding model with truncated weights
    And a model load would be caught at the seam "bootstrap.model_load"
    When the server starts with no grant in its environment
    Then the server is ready
    And seeking "greet visitor" answers without a model error
    When the server's input ends
    Then the server exits with status 0
    And nothing was created or changed
    And the server said nothing about the embedding model

  @clause:LIFE-MODEL-UNTOUCHED-1 @needs:seams @needs:snapshot-layout
  Scenario: a damaged model is never touched by a refused start, whose runtime stays as it was
    Given another repository "other" defining the symbol "foreignLedgerSymbol"
    And a runtime bound to the repository "other" holding its symbols
    And the server runs with a copy of the lane's embedding model with truncated weights
    And a model load would be caught at the seam "bootstrap.model_load"
    When the server starts with the repository "app" granted
    Then the server's startup is refused with "launcher_workspace_conflicts_with_bound_graph"
    And nothing was created or changed
    And the server said nothing about the embedding model

  @clause:BOOT-MODEL-1 @clause:LIFE-MODEL-UNTOUCHED-1
  Scenario: a start whose scan finds zero nodes never opens the model's weights
    Given an empty repository "empty"
    And the server runs with a model whose weights never arrive
    When the server starts with the repository "empty" granted
    Then the server's startup is refused with "launcher_workspace_produced_empty_graph"
    And the server never opened the model's weights
    And the server said nothing about the embedding model

  @clause:BOOT-MODEL-1 @clause:LIFE-MODEL-UNTOUCHED-1
  Scenario: a server without a grant, whose graph is empty, never opens the model's weights
    Given the server runs with a model whose weights never arrive
    When the server starts with no grant in its environment
    Then the server is ready
    And seeking "greet visitor" answers without a model error
    When the server's input ends
    Then the server exits with status 0
    And the server never opened the model's weights
    And the server said nothing about the embedding model

  @clause:LIFE-MODEL-UNTOUCHED-1
  Scenario: a start refused for a foreign identity never opens the model's weights, and the runtime serves its own root as before
    Given another repository "other" defining the symbol "foreignLedgerSymbol"
    And the server has prepared the repository "other" and serves it
    And the server's answers about "foreignLedgerSymbol" and "greetVisitor" are remembered
    And the server has ended cleanly
    And the server runs with a model whose weights never arrive
    When the server starts with the repository "app" granted
    Then the server's startup is refused with "launcher_workspace_conflicts_with_bound_graph"
    And the server never opened the model's weights
    And the server said nothing about the embedding model
    When the model's weights arrive in place
    And the server starts again with the repository "other" granted
    Then the server is ready
    And the server answers as remembered

  @clause:LIFE-MODEL-ERROR-1
  Scenario Outline: a model with <damage> is a warning naming the file, while literal search still finds the symbol
    Given the server runs with a copy of the lane's embedding model with <damage>
    When the server starts with the repository "app" granted
    Then the server is ready
    And the server warns that the embedding model is unavailable, naming the damaged file
    And the search for "greetVisitor" finds it in "src/greeter.ts"
    And seeking "greet visitor" answers in lexical mode with a model error naming the damaged file

    Examples:
      | damage                  |
      | truncated weights       |
      | a garbled weights header |
      | no tokenizer            |

  @clause:LIFE-SEMANTIC-1
  Scenario: with the fixture model, seek finds a symbol by its synonym where literal search finds nothing
    Given the server runs with the kit's fixture model, in which "salutation" and "greet" share a direction
    When the server starts with the repository "app" granted
    Then the server is ready
    And the search for "salutation" finds nothing
    And seeking "salutation" in semantic mode ranks "greetVisitor" first

  @clause:LIFE-EMBED-CACHE-1 @needs:snapshot-layout
  Scenario: a warm restart reads every vector from the embedding cache and embeds none
    Given the server runs with the lane's embedding model
    And the server has prepared the repository "app" and ended cleanly
    Then the runtime holds one embedding cache file for the model
    When the server starts again with the repository "app" granted
    Then the server is ready
    And the server says every node of the persisted snapshot came from the embedding cache and none was embedded
    And seeking "greet visitor" answers in semantic mode

  @clause:LIFE-REAL-MODEL-1 @needs:real-model
  Scenario: with a real model, seek finds a symbol by a natural synonym
    Given the server runs with the lane's embedding model
    When the server starts with the repository "app" granted
    Then the server is ready
    And the search for "welcome a guest" finds nothing
    And seeking "welcome a guest" in semantic mode ranks "greetVisitor" among the first 3 hits
