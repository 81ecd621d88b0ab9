@needs:http
Feature: Only a caller standing exactly at a declared root may refresh it
  Seed 002, SPEC-1 §1.2 (SPEC-1a, SPEC-1b) and §5 acceptance 2 and 3: the exact-root predicate compares
  canonical keys for equality, never a prefix and never text. The caller root is canonicalised at every
  ingress, so an MCP session and the REST door reach the same decision with the same bytes, and a refusal
  changes nothing a client can see; the journal, where the kit's layout can be read, is all it writes.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file
    And the HTTP owner serves the repository "app"

  @clause:ACCEPT-2 @clause:REFRESH-DESCENDANT-1 @clause:REFRESH-EXACT-1 @clause:REFRESH-UNCHANGED-1
  Scenario: the kill-shot - a caller in "<root>/m1nd-ui" may not refresh the root
    Given the caller root is its subdirectory "m1nd-ui" of the repository "app"
    When a refresh of the caller's own root is asked over MCP and over REST
    Then every answer is refused with "refresh_root_not_exact" and the refusals are byte-identical
    And the graph, the root set and the sources are unchanged as health, search and the persisted snapshot show them

  @clause:REFRESH-DESCENDANT-1 @clause:HTTP-IDENT-1
  Scenario: a descendant session stays refused when its later requests omit the caller root
    Given an MCP session "ui" that names its subdirectory "m1nd-ui" of the repository "app" as its caller root
    Then a refresh asked on the session "ui" is refused with "refresh_root_not_exact"
    When the session "ui" stops sending its caller root
    Then a refresh asked on the session "ui" is refused with "refresh_root_not_exact"

  @clause:REFRESH-EXACT-1
  Scenario: a caller at exactly the declared root may refresh it, over MCP and REST
    Given the caller root is the root of the repository "app"
    When a refresh of the caller's own root is asked over MCP and over REST
    Then every answer refreshed exactly the repository "app"

  @clause:ACCEPT-3 @clause:REFRESH-CANON-1 @clause:REFRESH-UNCHANGED-1 @attack
  Scenario Outline: a caller at <caller> is refused over MCP and REST alike
    Given the caller root is <caller> of the repository "app"
    When a refresh of the caller's own root is asked over MCP and over REST
    Then every answer is refused with "<code>" and the refusals are byte-identical
    And the graph, the root set and the sources are unchanged as health, search and the persisted snapshot show them

    Examples: outside the root, however it is spelled
      | caller                                    | code                   |
      | its sibling "out" spelled through ".."    | refresh_root_not_exact |
      | a symbolic link inside it that points out | refresh_root_not_exact |

    @clause:REFRESH-DOTDOT-1
    Examples: a ".." taken on the disk after the name before it, where the text alone would name the root or its parent
      | caller                                                | code                      |
      | a missing directory inside it, then ".."              | refresh_root_unresolvable |
      | a missing directory inside it, then "../.."           | refresh_root_unresolvable |
      | a file inside it, then ".."                           | refresh_root_unresolvable |
      | a symbolic link inside it that points out, then ".."  | refresh_root_not_exact    |

    @clause:REFRESH-UNRESOLVABLE-1
    Examples: a path that does not resolve
      | caller                               | code                      |
      | a path beside it that does not exist | refresh_root_unresolvable |
      | a dangling symbolic link inside it   | refresh_root_unresolvable |

    @clause:ATTACK-CALLER-1
    Examples: hostile spellings, one of each class
      | caller                                                  | code                      |
      | a symbolic link loop inside it                          | refresh_root_unresolvable |
      | its name in upper case, where that is another directory | refresh_root_not_exact    |
      | its path, then a no-break space                         | refresh_root_unresolvable |

    @clause:ATTACK-CALLER-1 @attack:extended
    Examples: hostile spellings, the others
      | caller                                                           | code                        |
      | a missing directory beside it, then ".." and its name            | refresh_root_unresolvable   |
      | a symbolic link inside it that points out, with a trailing slash | refresh_root_not_exact      |
      | a file inside it, with a trailing slash                          | refresh_root_unresolvable   |
      | its subdirectory "m1nd-ui", then "."                             | refresh_root_not_exact      |
      | its path through that NFC alias, spelled in NFD                  | refresh_root_unresolvable   |
      | its path through a parent alias named in NFD, spelled in NFC     | refresh_root_unresolvable   |
      | its name in upper case                                           | refresh_root_unresolvable   |
      | a component of 256 bytes inside it                               | refresh_root_unresolvable   |
      | a path of over 4096 bytes that would name it                     | refresh_root_unresolvable   |
      | its name after a tab                                             | refresh_root_unresolvable   |
      | its path relative to the fixture folder                          | refresh_caller_root_unknown |
      | its name alone                                                   | refresh_caller_root_unknown |
      | a "~" path to it                                                 | refresh_caller_root_unknown |
      | its name with its first letter percent-encoded                   | refresh_root_unresolvable   |
      | its subdirectory "m1nd-ui", then a percent-encoded ".."          | refresh_root_unresolvable   |
      | its path with a percent-encoded slash before its name            | refresh_root_unresolvable   |
      | a file inside it                                                 | refresh_root_not_exact      |
      | a FIFO inside it                                                 | refresh_root_not_exact      |

  @clause:REFRESH-JOURNAL-2 @needs:snapshot-layout
  Scenario Outline: a refusal of a caller at <caller> is journaled, and the journal is all it writes
    Given the caller root is <caller> of the repository "app"
    When a refresh of the caller's own root is asked over MCP and over REST
    Then every answer is refused with "<code>" and the refusals are byte-identical
    And the graph, the root set, the runtime apart from its journal and the sources are unchanged
    And the journal gained one refusal with "<code>" per answer

    Examples:
      | caller                                    | code                      |
      | its subdirectory "m1nd-ui"                | refresh_root_not_exact    |
      | its sibling "out" spelled through ".."    | refresh_root_not_exact    |
      | a symbolic link inside it that points out | refresh_root_not_exact    |
      | a path beside it that does not exist      | refresh_root_unresolvable |

  @clause:ACCEPT-3 @clause:REFRESH-ALIAS-1 @attack
  Scenario Outline: <alias> reaches the same decision as <real>
    Given the caller root is <alias> of the repository "app"
    When a refresh of the caller's own root is asked over MCP and over REST
    Then each transport reached the same decision as for <real> of the repository "app"

    Examples:
      | alias                                                         | real                       |
      | its path spelled through a symlinked parent                   | the root                   |
      | its subdirectory "m1nd-ui" spelled through a symlinked parent | its subdirectory "m1nd-ui" |
      | its subdirectory "m1nd-ui", then ".."                         | the root                   |

    @clause:ATTACK-CALLER-1
    Examples: hostile spellings that name the root, one of each class
      | alias                                       | real     |
      | a symbolic link beside it that points at it | the root |
      | its path with doubled slashes               | the root |

    @clause:ATTACK-CALLER-1 @attack:extended
    Examples: hostile spellings that name the root, the others
      | alias                                        | real     |
      | its own name after "..", from inside it      | the root |
      | its path with a trailing slash               | the root |
      | its path with a leading "//"                 | the root |
      | its path with a "." component                | the root |
      | its path, then "/."                          | the root |
      | its path through a parent alias named in NFC | the root |

  @clause:REFRESH-PATH-1 @attack
  Scenario Outline: a path argument that is not the caller's own root is refused
    Given the caller root is the root of the repository "app"
    When a refresh naming <path> of the repository "app" as its path is asked over MCP and over REST
    Then every answer is refused with "<code>" and the refusals are byte-identical

    Examples:
      | path                                   | code                      |
      | its subdirectory "m1nd-ui"             | refresh_root_not_exact    |
      | its sibling "out" spelled through ".." | refresh_root_not_exact    |
      | a path beside it that does not exist   | refresh_root_unresolvable |

    @clause:ATTACK-CALLER-1 @attack:extended
    Examples: what only a JSON argument can carry
      | path                     | code                      |
      | its path, then a newline | refresh_root_unresolvable |
      | its path, then a NUL     | refresh_root_unresolvable |

  @clause:REFRESH-PATH-1 @clause:REFRESH-ALIAS-1
  Scenario: a path spelling the caller's own root through an alias is that root
    Given the caller root is the root of the repository "app"
    When a refresh naming its path spelled through a symlinked parent of the repository "app" as its path is asked over MCP and over REST
    Then every answer refreshed exactly the repository "app"

  @clause:REFRESH-UNRESOLVABLE-1
  Scenario: two textually equal paths that do not exist never match
    Given the caller root is a path beside it that does not exist of the repository "app"
    When a refresh naming a path beside it that does not exist of the repository "app" as its path is asked over MCP and over REST
    Then every answer is refused with "refresh_root_unresolvable" and the refusals are byte-identical

  @clause:REFRESH-UNRESOLVABLE-1 @clause:REFRESH-EXACT-1
  Scenario: the declared root, moved away, is not matched by its recorded text
    Given the caller root is the root of the repository "app"
    When the repository "app" is moved away while the owner serves
    And a refresh of the caller's own root is asked over MCP and over REST
    Then every answer is refused with "refresh_root_unresolvable" and the refusals are byte-identical
    When the repository is put back in place
    And a refresh of the caller's own root is asked over MCP and over REST
    Then every answer refreshed exactly the repository "app"

  @clause:REFRESH-UNKNOWN-1
  Scenario: a caller without a caller root is refused
    Given the caller names no caller root
    When a refresh of the caller's own root is asked over MCP and over REST
    Then every answer is refused with "refresh_caller_root_unknown" and the refusals are byte-identical

  @clause:REFRESH-RECEPTION-1
  Scenario: a caller inside the root still reads, though it may not refresh
    Given the caller root is its subdirectory "sub" of the repository "app"
    Then a search for "greetVisitor" from the caller finds it in "src/greeter.ts" over MCP and over REST
    When a refresh of the caller's own root is asked over MCP and over REST
    Then every answer is refused with "refresh_root_not_exact" and the refusals are byte-identical

  @clause:ATTACK-SELECTOR-1 @clause:REFRESH-SELECTOR-1 @clause:REFRESH-UNCHANGED-1 @attack
  Scenario Outline: a refresh whose brain selector is <selector> names no brain and changes nothing
    Given the caller root is the root of the repository "app"
    When a refresh of the caller's own root is asked over REST with <selector> of the repository "app" as its brain selector
    Then the REST answer is 404, naming no brain
    And the graph, the root set and the sources are unchanged as health, search and the persisted snapshot show them

    Examples: one of each class
      | selector                                                |
      | its subdirectory "m1nd-ui", then a percent-encoded ".." |

    @attack:extended
    Examples: the others
      | selector                                             |
      | a missing directory inside it, then ".."             |
      | a symbolic link inside it that points out, then ".." |
      | a symbolic link loop inside it                       |
      | its subdirectory "m1nd-ui"                           |
      | its path through that NFC alias, spelled in NFD      |
      | its name in upper case                               |
      | a path of over 4096 bytes that would name it         |
      | its path, then a newline                             |
      | its path, then a no-break space                      |
      | its name after a tab                                 |
      | its name alone                                       |
      | a "~" path to it                                     |
      | its name with its first letter percent-encoded       |
      | its path with a percent-encoded slash before its name |
      | a FIFO inside it                                     |

  @clause:ATTACK-SELECTOR-1 @clause:REFRESH-SELECTOR-2 @attack @attack:extended
  Scenario Outline: a refresh whose brain selector is <selector> selects the root, and the caller root decides
    Given the caller root is the root of the repository "app"
    When a refresh of the caller's own root is asked over REST with <selector> of the repository "app" as its brain selector
    Then every answer refreshed exactly the repository "app"

    Examples:
      | selector                                     |
      | its path with a trailing slash               |
      | its path through a parent alias named in NFC |
      | a symbolic link beside it that points at it  |
