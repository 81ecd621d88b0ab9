@needs:stdio @platform:windows
Feature: On Windows the runtime's owner and access list are proven before startup
  Seed 000, "Authority boundary" (Windows paragraph): the runtime leaf is owned by the process user, its
  access list and inheritance admit only that user and the trusted system principals, no ancestor lets a
  foreign user redirect the chain, reparse points are not followed, and an unprovable runtime refuses.

  Background:
    Given the sample repository "app"

  @clause:WIN-OWNER-1 @clause:BOOT-RT-NOMUTATION-1
  Scenario: a runtime directory owned by another account is refused
    Given the runtime directory is owned by another account
    When the server starts with the repository "app" granted
    Then the server's startup is refused with "launcher_workspace_runtime_foreign_owner"
    And nothing was created or changed

  @clause:WIN-DACL-1 @clause:BOOT-RT-NOMUTATION-1
  Scenario: a runtime directory whose access list lets every user write it is refused
    Given the runtime directory's access list lets every user write it
    When the server starts with the repository "app" granted
    Then the server's startup is refused with "launcher_workspace_runtime_not_private"
    And nothing was created or changed

  @clause:WIN-DACL-1 @clause:BOOT-RT-NOMUTATION-1
  Scenario: a runtime directory that passes write access on to every user by inheritance is refused
    Given the runtime directory's access list passes write access on to every user's new files
    When the server starts with the repository "app" granted
    Then the server's startup is refused with "launcher_workspace_runtime_not_private"
    And nothing was created or changed

  @clause:WIN-ANCESTOR-1 @clause:BOOT-RT-NOMUTATION-1
  Scenario: an ancestor that lets every user change its access rules is refused
    Given the runtime directory sits below an ancestor whose access rules every user may change
    When the server starts with the repository "app" granted
    Then the server's startup is refused with "launcher_workspace_runtime_not_private"
    And nothing was created or changed

  @clause:WIN-REPARSE-1 @clause:BOOT-RT-NOMUTATION-1
  Scenario: a runtime reached through a directory junction is refused
    Given the runtime directory is named by a directory junction to a private directory
    When the server starts with the repository "app" granted
    Then the server's startup is refused with "launcher_workspace_runtime_symlink"
    And nothing was created or changed

  @clause:WIN-UNPROVABLE-1 @clause:BOOT-RT-NOMUTATION-1
  Scenario: a runtime directory that does not exist is refused before anything is created
    Given a runtime directory that does not exist
    When the server starts with the repository "app" granted
    Then the server's startup is refused with "launcher_workspace_runtime_missing"
    And nothing was created or changed
    And the runtime directory still does not exist
