// Recorded by LaunchShortcutTests (TRELLIS_RECORD_HELP=1): ArgumentParser's rendering of the
// root's help. Do not edit by hand.

/// The root's help as ArgumentParser renders it, so that `trellis --help` prints it without
/// building the parser's tables (`LaunchShortcut.rootHelp`).
enum RootHelpText {
    /// The width of `narrow`: 80, what help is wrapped to without a terminal.
    static let narrowWidth = 80
    static let narrow = #"""
        OVERVIEW: Keep, check and solve reusable Auto Layout components.

        A project is a folder of .layout files: layout containers, Layoutable specs and
        screens. Start with `trellis init MyLibrary` and `trellis check`.

        USAGE: trellis [--version] <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        PROJECT SUBCOMMANDS:
          init                    Create a project folder, with the example library
                                  unless --empty.
          new                     Write a skeleton component file (it checks cleanly)
                                  to start from.
          check                   Parse, validate and solve .layout files; report each
                                  problem once, with a fix-it where one is found.
          fix                     Apply the fix-its 'trellis check' suggests (only
                                  those verified by solving again).
          fmt                     Rewrite .layout files in the one canonical layout
                                  (comments are kept).
          import                  Turn Interface Builder files and anchor / SnapKit
                                  Swift into .layout components.
          export                  Write Swift for the app: LayoutContainer subclasses,
                                  Layoutable specs and screen types.
          show                    Show a component: its kind, content hash,
                                  dependencies and text, or its canonical JSON.
          status                  List components that are new, modified, deleted,
                                  behind or diverged in the working copy, against the
                                  store's heads.

        LAYOUT SUBCOMMANDS:
          solve                   Lay a screen or container out on a device and print
                                  every frame.
          render                  Draw a solved layout as an SVG (or PNG) wireframe.
          preview                 A local page that draws components on every device
                                  and re-draws them on every save.
          devices                 List the built-in devices: sizes in points, safe-area
                                  insets and size classes.
          relayout                Lay out again everything an edit touches, on every
                                  device, and report what moved and what broke.

        VERSIONS SUBCOMMANDS:
          commit                  Record what changed in the working copy (or only
                                  NAMES) in the store, in one transaction.
          log                     Show a component's versions, newest first, or the
                                  store's changes when no name is given.
          mv                      Rename a component: its file and the name it
                                  declares, with its history.
          diff                    Show structural changes: items, constraints by key
                                  and parameters, field by field.
          restore                 Write a stored version of a component back to the
                                  working copy.
          checkout                Update the files that are behind the store's heads
                                  (see 'trellis status').
          tag                     Pin a version of a component as NAME@VERSION (a
                                  semantic version; tags never move).
          deps                    List what a component's head uses: containers (use)
                                  and specs (apply).
          dependents              List the components whose heads use a component
                                  directly.
          fsck                    Check the store: re-hash every object, check
                                  versions, the DAG, refs, tags, dependency edges and
                                  SQLite's integrity.
          gc                      Remove unreferenced objects, and components whose
                                  names no checkout could write.

        SHARING SUBCOMMANDS:
          remote                  Manage the stores this project syncs with: another
                                  store file (or project folder) or an http(s) URL.
          clone                   Create a project from another store (a store file or
                                  project folder, or an http(s) URL), with it as
                                  'origin'.
          fetch                   Bring what a remote recorded since the last fetch;
                                  move its remote-tracking refs, not your heads.
          merge                   Merge a remote's fetched heads into yours:
                                  fast-forward, or a three-way merge field by field.
          pull                    Fetch from a remote, then merge its heads into yours
                                  (see 'trellis merge').
          push                    Send your new heads to a remote; each moves only if
                                  the remote's is still where you last saw it.
          sync                    Pull from a remote, then push to it (the push is
                                  skipped while conflicts are open).
          conflicts               List open merge conflicts: for each component, the
                                  fields both sides changed (base / ours / theirs).
          resolve                 Resolve a merge conflict: keep ours, take theirs,
                                  take a file, or (no option) take the working copy's
                                  file once its conflict markers are gone; records a
                                  merge of both sides.
          serve                   Serve a store over HTTP so others can clone, fetch
                                  and push (read and write tokens).
          hub                     Administer a team hub: move its history into
                                  PostgreSQL.

        LIBRARIES SUBCOMMANDS:
          release                 Release the library: tag its public components (and
                                  what they use) as one semantic version.
          releases                List the library's releases, oldest first, with their
                                  components.
          add                     Depend on a component library's release: its public
                                  components become NAME.Component.
          remove                  Stop depending on a component library: drop it from
                                  Trellis.toml and Trellis.lock.
          update                  Update dependencies to the newest allowed release,
                                  showing what moves in the app's screens first.
          outdated                List each dependency's locked release, the newest its
                                  requirement allows and the newest there is.

        """#
    /// From this width on, the help wraps no line: `wide` for every width from here (nil: none).
    static let wideFrom: Int? = nil
    static let wide = ""
}
