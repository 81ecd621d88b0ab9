@needs:stdio @needs:http @attack
Feature: A hostile spelling of the grant or the runtime grants only what it names on the disk
  Seed 000, "Proven slice" and "Authority boundary": the grant is canonicalised before anything is served, and
  the runtime must be a real private directory. Each row spells one of them in one of the forms of the path
  table (the same vocabulary as the caller-root rows of the refresh area), and the stdio server and the HTTP
  owner start in turn through every channel that can carry the text: the environment, the JSON configuration
  and, for the runtime, `--runtime-dir`. A NUL reaches them only through the configuration file. A refused start
  leaves the digests of the granted tree and of the runtime as they were.

  Background:
    Given the sample repository "app" with caller subdirectories and a renamable file

  @clause:ATTACK-GRANT-1 @clause:AUTH-UNRESOLVABLE-1 @clause:AUTH-NOINIT-1
  Scenario Outline: a grant spelled as <form> is refused at every start
    When each server starts in turn with the grant spelled as <form> of the repository "app", through each channel that can carry it
    Then every start is refused with "launcher_workspace_unresolvable", the granted tree and the runtime unchanged

    Examples: one form of each class
      | form                                            |
      | its path through that NFC alias, spelled in NFD |
      | its path, then a NUL                            |
      | its name alone                                  |
      | a FIFO inside it                                |

    @attack:extended
    Examples: the other forms
      | form                                                         |
      | a path beside it that does not exist                         |
      | a missing directory beside it, then ".." and its name        |
      | a symbolic link loop inside it                               |
      | a file inside it, with a trailing slash                      |
      | its path through a parent alias named in NFD, spelled in NFC |
      | its name in upper case                                       |
      | a component of 256 bytes inside it                           |
      | a path of over 4096 bytes that would name it                 |
      | its path, then a newline                                     |
      | its name after a tab                                         |
      | its path, then a no-break space                              |
      | its path relative to the fixture folder                      |
      | a "~" path to it                                             |
      | its name with its first letter percent-encoded               |
      | its subdirectory "m1nd-ui", then a percent-encoded ".."      |
      | its path with a percent-encoded slash before its name        |
      | a file inside it                                             |

  @clause:ATTACK-GRANT-1 @clause:BOOT-GRANT-1
  Scenario Outline: a grant spelled as <form> grants exactly <place>
    When each server starts in turn with the grant spelled as <form> of the repository "app", through each channel that can carry it
    Then every start serves exactly <place> of the repository "app", its state in the runtime directory

    Examples: one form of each class
      | form                         | place    |
      | its path with a "." component | the root |

    @attack:extended
    Examples: the other forms
      | form                                                  | place                          |
      | its own name after "..", from inside it               | the root                       |
      | a symbolic link beside it that points at it           | the root                       |
      | its path with a trailing slash                        | the root                       |
      | its path with doubled slashes                         | the root                       |
      | its path with a leading "//"                          | the root                       |
      | its path, then "/."                                   | the root                       |
      | its path through a parent alias named in NFC          | the root                       |
      | its sibling "out" spelled through ".."                | its sibling "out"              |
      | a symbolic link inside it that points out             | its sibling "out"              |
      | a symbolic link inside it that points out, then ".."  | the folder of the repositories |

  @clause:ATTACK-RUNTIME-1 @clause:AUTH-NOINIT-1 @clause:BOOT-RT-NOMUTATION-1
  Scenario Outline: a runtime directory spelled as <form> is refused with "<code>" at every start
    When each server starts in turn with the repository "app" granted and the runtime directory spelled as <form>, through each channel that can carry it
    Then every start is refused with "<code>", the granted tree and the runtime unchanged

    Examples: one form of each class
      | form                                         | code                                    |
      | a path of over 4096 bytes that would name it | launcher_workspace_runtime_missing      |
      | a "~" path to it                             | launcher_workspace_runtime_not_absolute |

    @attack:extended
    Examples: the other forms
      | form                                                             | code                                        |
      | its sibling "out" spelled through ".."                           | launcher_workspace_runtime_parent_component |
      | its own name after "..", from inside it                          | launcher_workspace_runtime_parent_component |
      | a missing directory inside it, then ".."                         | launcher_workspace_runtime_parent_component |
      | a missing directory beside it, then ".." and its name            | launcher_workspace_runtime_parent_component |
      | a symbolic link inside it that points out, then ".."             | launcher_workspace_runtime_parent_component |
      | a symbolic link inside it that points out                        | launcher_workspace_runtime_symlink          |
      | a symbolic link inside it that points out, with a trailing slash | launcher_workspace_runtime_symlink          |
      | a symbolic link beside it that points at it                      | launcher_workspace_runtime_symlink          |
      | a symbolic link loop inside it                                   | launcher_workspace_runtime_symlink          |
      | a dangling symbolic link inside it                               | launcher_workspace_runtime_symlink          |
      | a path beside it that does not exist                             | launcher_workspace_runtime_missing          |
      | its path through that NFC alias, spelled in NFD                  | launcher_workspace_runtime_missing          |
      | its name in upper case                                           | launcher_workspace_runtime_missing          |
      | a component of 256 bytes inside it                               | launcher_workspace_runtime_missing          |
      | its path, then a newline                                         | launcher_workspace_runtime_missing          |
      | its name after a tab                                             | launcher_workspace_runtime_missing          |
      | its path, then a no-break space                                  | launcher_workspace_runtime_missing          |
      | its path, then a NUL                                             | launcher_workspace_runtime_missing          |
      | its name with its first letter percent-encoded                   | launcher_workspace_runtime_missing          |
      | its path with a percent-encoded slash before its name            | launcher_workspace_runtime_missing          |
      | its name alone                                                   | launcher_workspace_runtime_not_absolute     |
      | a file inside it                                                 | launcher_workspace_runtime_not_directory    |
      | a file inside it, with a trailing slash                          | launcher_workspace_runtime_not_directory    |
      | a FIFO inside it                                                 | launcher_workspace_runtime_not_directory    |

  @clause:ATTACK-RUNTIME-1 @attack:extended
  Scenario Outline: a runtime directory spelled as <form> names the runtime itself
    When each server starts in turn with the repository "app" granted and the runtime directory spelled as <form>, through each channel that can carry it
    Then every start serves exactly the root of the repository "app", its state in the runtime directory

    Examples:
      | form                                         |
      | its path with a trailing slash               |
      | its path with doubled slashes                |
      | its path with a leading "//"                 |
      | its path with a "." component                |
      | its path, then "/."                          |
      | its path spelled through a symlinked parent  |
      | its path through a parent alias named in NFC |

  @clause:ATTACK-REBOOT-1 @clause:AUTH-IDENT-1 @attack:extended
  Scenario: a granted root replaced by a symbolic link between boots refuses the next boot
    Given another repository "other" defining the symbol "foreignLedgerSymbol"
    And the server has prepared the repository "app" and ended cleanly
    When the repository "app" is replaced by a symbolic link to the repository "other" before the next boot
    And each server starts in turn with the grant spelled as the root of the repository "app", through each channel that can carry it
    Then every start is refused with "launcher_workspace_conflicts_with_bound_graph", the granted tree and the runtime unchanged

  @clause:ATTACK-REBOOT-1 @clause:BOOT-RT-SYMLINK-1 @attack:extended
  Scenario: a runtime directory replaced by a symbolic link between boots refuses the next boot
    Given the server has prepared the repository "app" and ended cleanly
    When the runtime directory is replaced by a symbolic link to it before the next boot
    And each server starts in turn with the repository "app" granted and the runtime directory spelled as the root, through each channel that can carry it
    Then every start is refused with "launcher_workspace_runtime_symlink", the granted tree and the runtime unchanged
