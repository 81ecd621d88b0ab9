@needs:stdio
Feature: Calls and references join symbols across files only through each language's imports
  Seed 000 says the resolver leaves a name with no definition, or with several, unresolved; seed 001 lists
  trace, impact, why and missing among the tools. The kit asks them, over MCP, about a repository whose calls
  cross files in several languages and whose one ambiguous name must never be guessed.

  Background:
    Given a repository "refs" whose calls cross files through each language's imports
    When the server starts with the repository "refs" granted
    Then the server is ready

  @clause:GRAPH-EDGE-CALLS-1
  Scenario: a call through an import is an edge that trace follows forwards and impact backwards
    Then the trace of the symbol "main" reaches exactly "greet@1, shout@1"
    And the impact of the symbol "greet" reaches exactly "main@1"
    And the impact of the symbol "fmt" reaches exactly "job@1"
    And the impact of the symbol "Util" reaches exactly "go@1"
    And the impact of the symbol "tidy" reaches exactly "run_all@1"
    And why "main" leads to "shout" through "main, shout"

  @clause:GRAPH-EDGE-GO-IMPORTS-1
  Scenario: a Go import of a package of the tree imports that package's files, and one naming no package of it is missing
    Then the trace of "gopkg/cmd/start.go" reaches exactly "gopkg/text/clean.go@1, gopkg/text/strip.go@1"
    And the impact of "gopkg/text/strip.go" reaches exactly "gopkg/cmd/hooks.go@1, gopkg/cmd/start.go@1"
    And the impact of "gopkg/text/clean_test.go" reaches exactly "nothing"
    And the impact of the symbol "Clean" reaches exactly "Start@1, TestClean@1"
    And missing lists exactly "gopkg/cmd/hooks.go: example.com/refs/gone"

  @clause:GRAPH-EDGE-UNRESOLVED-1
  Scenario: a name two included files both declare stays unresolved, and missing lists it
    Then the trace of the symbol "run" reaches exactly "nothing"
    And missing lists among the unresolved uses "native/main.cpp: twice (ambiguous)"
