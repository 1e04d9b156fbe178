import TodoLocalization

extension CommandContext {
  /// Prints what a `--dry-run` command would have written (``DryRunPreviews``): each changed
  /// file as a unified diff on standard output, from diff(1) (`diff -u`, in the C locale, so
  /// its lines are the same on every machine), labelled `a/NAME` and `b/NAME` (a file of the
  /// todo folder by its name, any other by its path; `/dev/null` for one that does not exist
  /// yet), so `patch -p1` in the todo folder would make the change; then, on standard error,
  /// that nothing was written.
  ///
  /// - Throws: ``CLIError`` when diff cannot run.
  func printPreviews(_ previews: DryRunPreviews) throws {
    let changes = previews.changes
    var environment = settings.childEnvironment
    environment["LC_ALL"] = "C"
    for change in changes {
      // A file in the todo folder (or a folder in it) by its path from there, for patch -p1.
      let real = System.realPath(change.path)
      let folder = System.realPath(settings.todoDir)
      let name =
        real.hasPrefix(folder + "/") ? String(real.dropFirst(folder.count + 1)) : change.path
      // The file as it is now (what the command read) against what it would be.
      let old = change.before == nil ? "/dev/null" : change.path
      guard
        let result = Processes.run(
          [
            "diff", "-u", "--label", change.before == nil ? "/dev/null" : "a/" + name,
            "--label", "b/" + name, "--", old, "-",
          ], environment: environment, input: change.after)
      else { throw CLIError(message: l(.commandFailed, "diff")) }
      output.raw(result.output)
    }
    if previews.ranWritingAction {
      output.error(l(changes.isEmpty ? .dryRunNoChange : .dryRunDone))
    }
  }
}
