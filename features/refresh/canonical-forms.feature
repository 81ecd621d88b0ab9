Feature: Every ingress takes ".." on the disk, after the name before it, never as text
  Seed 002 SPEC-1b (ingress canonicalisation, unresolvable paths refused) and seed 000's authority boundary (an
  unresolvable launcher grant refuses startup): the caller root, the REST brain selector and the launcher grant
  go through one canonicalisation. A ".." after a name that does not exist, or after a file, resolves to
  nothing; after a symbolic link it is the parent of the link's target.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file

  @needs:http @clause:REFRESH-DOTDOT-1 @clause:REFRESH-SELECTOR-2
  Scenario Outline: a REST brain selector naming <selector> names no brain
    Given the HTTP owner serves the repository "app"
    When a health call over REST names <selector> of the repository "app" as its brain selector
    Then the REST answer is 404, naming no brain

    Examples: where the text alone would name the root
      | selector                                             |
      | a missing directory inside it, then ".."             |
      | a file inside it, then ".."                          |
      | a symbolic link inside it that points out, then ".." |

  @needs:http @clause:REFRESH-SELECTOR-2
  Scenario Outline: a REST brain selector naming <selector> names no brain, however it is read
    Given the HTTP owner serves the repository "app"
    When a health call over REST names <selector> of the repository "app" as its brain selector
    Then the REST answer is 404, naming no brain

    Examples:
      | selector                                    |
      | a missing directory inside it, then "../.." |
      | a dangling symbolic link inside it          |
      | a path beside it that does not exist        |

  @needs:http @clause:REFRESH-SELECTOR-2 @clause:REFRESH-ALIAS-1
  Scenario Outline: a REST brain selector naming <selector> selects the brain of the root
    Given the HTTP owner serves the repository "app"
    When a health call over REST names <selector> of the repository "app" as its brain selector
    Then the REST answer is the health of the repository "app"

    Examples:
      | selector                                    |
      | the root                                    |
      | its path spelled through a symlinked parent |
      | its subdirectory "m1nd-ui", then ".."       |

  @needs:stdio @clause:AUTH-UNRESOLVABLE-1 @clause:AUTH-NOINIT-1
  Scenario Outline: a launcher grant spelled as <grant> is refused before anything is created
    When the server starts with the grant spelled as <grant> of the repository "app"
    Then the server's startup is refused with "launcher_workspace_unresolvable"
    And nothing was created or changed

    @clause:REFRESH-DOTDOT-1
    Examples: where the text alone would name the root or its parent
      | grant                                       |
      | a missing directory inside it, then ".."    |
      | a missing directory inside it, then "../.." |
      | a file inside it, then ".."                 |

    Examples: a link that leads nowhere
      | grant                              |
      | a dangling symbolic link inside it |

  @needs:stdio @clause:BOOT-GRANT-1
  Scenario Outline: a launcher grant spelled as <grant> grants exactly the root
    When the server starts with the grant spelled as <grant> of the repository "app"
    Then the server is ready
    And health reports the root set exactly the repository "app"

    Examples:
      | grant                                       |
      | its subdirectory "m1nd-ui", then ".."       |
      | its path spelled through a symlinked parent |
