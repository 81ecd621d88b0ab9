@needs:stdio
Feature: The runtime directory is validated before anything is served or written
  Seed 000, "Proven slice: stdio with an explicit launcher root": a launcher grant needs a private runtime
  directory that already exists, is a real directory owned by the effective user, and has no ancestor that
  group or other may write. Every unsafe runtime is a startup refusal that changes nothing.

  Background:
    Given the sample repository "app"

  @clause:BOOT-RT-REQUIRED-1 @clause:AUTH-NOINIT-1 @clause:BOOT-RT-NOMUTATION-1
  Scenario: a grant without any runtime directory is refused
    Given no runtime directory is given
    When the server starts with the repository "app" granted
    Then the server's startup is refused with "launcher_workspace_requires_explicit_runtime"
    And nothing was created or changed

  @clause:BOOT-RT-MISSING-1 @clause:AUTH-NOINIT-1 @clause:BOOT-RT-NOMUTATION-1
  Scenario: a runtime directory that does not exist yet is refused, not created
    Given a runtime directory that does not exist
    When the server starts with the repository "app" granted
    Then the server's startup is refused with "launcher_workspace_runtime_missing"
    And nothing was created or changed
    And the runtime directory still does not exist

  @clause:BOOT-RT-RELATIVE-1 @clause:AUTH-NOINIT-1 @clause:BOOT-RT-NOMUTATION-1
  Scenario: a runtime directory named by a relative path is refused
    Given the runtime directory is named by a path relative to the current directory
    When the server starts with the repository "app" granted
    Then the server's startup is refused with "launcher_workspace_runtime_not_absolute"
    And nothing was created or changed

  @clause:BOOT-RT-PARENT-1 @clause:AUTH-NOINIT-1 @clause:BOOT-RT-NOMUTATION-1
  Scenario: a runtime path that climbs with a parent component is refused
    Given the runtime directory is named by a path that climbs through a parent component
    When the server starts with the repository "app" granted
    Then the server's startup is refused with "launcher_workspace_runtime_parent_component"
    And nothing was created or changed

  @clause:BOOT-RT-SYMLINK-1 @clause:AUTH-NOINIT-1 @clause:BOOT-RT-NOMUTATION-1
  Scenario: a runtime directory reached through a symbolic link is refused
    Given the runtime directory is named by a symbolic link to a private directory
    When the server starts with the repository "app" granted
    Then the server's startup is refused with "launcher_workspace_runtime_symlink"
    And nothing was created or changed

  @clause:BOOT-RT-NOTDIR-1 @clause:AUTH-NOINIT-1 @clause:BOOT-RT-NOMUTATION-1
  Scenario: a runtime path naming a regular file is refused
    Given the runtime path names a regular file
    When the server starts with the repository "app" granted
    Then the server's startup is refused with "launcher_workspace_runtime_not_directory"
    And nothing was created or changed

  @clause:BOOT-RT-NESTED-1 @clause:AUTH-NOINIT-1 @clause:BOOT-RT-NOMUTATION-1
  Scenario: a runtime directory inside the granted repository is refused
    Given a private runtime directory inside the repository "app"
    When the server starts with the repository "app" granted
    Then the server's startup is refused with "launcher_workspace_runtime_inside_source"
    And nothing was created or changed

  @clause:BOOT-RT-PRIVATE-1 @clause:AUTH-NOINIT-1 @clause:BOOT-RT-NOMUTATION-1
  Scenario: a runtime directory writable by its group is refused
    Given the runtime directory is writable by its group
    When the server starts with the repository "app" granted
    Then the server's startup is refused with "launcher_workspace_runtime_not_private"
    And nothing was created or changed

  @clause:BOOT-RT-PRIVATE-1 @clause:AUTH-NOINIT-1 @clause:BOOT-RT-NOMUTATION-1
  Scenario: a runtime directory writable by other users is refused
    Given the runtime directory is writable by other users
    When the server starts with the repository "app" granted
    Then the server's startup is refused with "launcher_workspace_runtime_not_private"
    And nothing was created or changed

  @clause:BOOT-RT-OWNER-1 @clause:AUTH-NOINIT-1 @clause:BOOT-RT-NOMUTATION-1 @needs:root
  Scenario: a private runtime directory owned by another user is refused
    Given the runtime directory belongs to another user
    When the server starts with the repository "app" granted
    Then the server's startup is refused with "launcher_workspace_runtime_foreign_owner"
    And nothing was created or changed

  @clause:BOOT-RT-ANCESTOR-1 @clause:AUTH-NOINIT-1 @clause:BOOT-RT-NOMUTATION-1
  Scenario: a private runtime directory below an ancestor writable by other users is refused
    Given the runtime directory sits below an ancestor writable by other users
    When the server starts with the repository "app" granted
    Then the server's startup is refused with "launcher_workspace_runtime_not_private"
    And nothing was created or changed

  @clause:BOOT-RT-ANCESTOR-3 @clause:BOOT-RT-ANCESTOR-1 @clause:AUTH-NOINIT-1 @clause:BOOT-RT-NOMUTATION-1
  Scenario Outline: a shared ancestor above the runtime's private parent is refused too
    Given <runtime class>
    When the server starts with the repository "app" granted
    Then the server's startup is refused with "launcher_workspace_runtime_not_private"
    And nothing was created or changed

    Examples:
      | runtime class                                                                       |
      | the runtime directory sits in a private folder whose own parent its group may write |
      | the runtime directory sits three levels below an ancestor writable by other users   |

  @clause:BOOT-RT-ANCESTOR-4 @clause:BOOT-RT-ANCESTOR-1 @clause:AUTH-NOINIT-1 @clause:BOOT-RT-NOMUTATION-1
  Scenario: a shared ancestor everyone may write is refused even with the sticky bit
    Given the runtime directory sits in a shared folder everyone may write, with the sticky bit like /tmp
    When the server starts with the repository "app" granted
    Then the server's startup is refused with "launcher_workspace_runtime_not_private"
    And nothing was created or changed

  @clause:BOOT-RT-ANCESTOR-2 @clause:BOOT-GRANT-1 @needs:root
  Scenario: an ancestor owned by another user that only its owner may write is accepted
    Given the runtime directory sits below an ancestor owned by another user and writable only by it
    When the server starts with the repository "app" granted
    Then the server is ready
    And the search for "greetVisitor" finds it in "src/greeter.ts"
