/// The global options before the action, parsed as todo.sh's `getopts ":fhpcnNaAtTvVx+@Pd:"`.
///
/// Options stop at the first word that is not an option (as getopts does: an option after the
/// action is the action's argument). Besides
/// todo.sh's letters, `--help`, `--version`, `--lang LANG`, `--dry-run` and `--` are understood.
struct Options {
  /// Override values for todo.sh's `OVR_TODOTXT_*` variables, set by flags.
  var autoArchive: Bool?
  var force: Bool?
  var preserveLineNumbers: Bool?
  var plain: Bool?
  var dateOnAdd: Bool?
  var disableFilter: Bool?
  /// How many `-v`.
  var verboseCount = 0
  var hideContexts = false
  var hideProjects = false
  var hidePriority = false
  /// `-d FILE`.
  var configFile: String?
  var showVersion = false
  /// `--help`: the full help.
  var longHelp = false
  /// `--lang`.
  var language: String?
  /// `--dry-run`: the action shows what it would write, as a diff, and writes nothing.
  var dryRun = false
  /// The action and its arguments.
  var arguments: [String] = []

  /// A problem with the options: the unknown option, or the option missing its value.
  enum Problem: Error {
    case unknown(String)
    case missingValue(String)
  }

  /// Parses `arguments` (without the program name).
  ///
  /// - Throws: ``Problem`` for an unknown option or a missing value.
  init(parsing arguments: [String]) throws(Problem) {
    var index = 0
    parsing: while index < arguments.count {
      let word = arguments[index]
      if word == "--" {
        index += 1
        break
      }
      if word.hasPrefix("--") {
        switch word {
        case "--help": longHelp = true
        case "--version": showVersion = true
        case "--dry-run": dryRun = true
        case "--lang":
          guard index + 1 < arguments.count else { throw .missingValue(word) }
          index += 1
          language = arguments[index]
        default:
          if word.hasPrefix("--lang=") {
            language = String(word.dropFirst(7))
          } else {
            throw .unknown(word)
          }
        }
        index += 1
        continue
      }
      guard word.hasPrefix("-"), word.count > 1 else { break }
      var letters = Substring(word.dropFirst())
      while let letter = letters.popFirst() {
        switch letter {
        case "@": hideContexts.toggle()
        case "+": hideProjects.toggle()
        case "P": hidePriority.toggle()
        case "a": autoArchive = false
        case "A": autoArchive = true
        case "c": plain = false
        case "p": plain = true
        case "f": force = true
        case "n": preserveLineNumbers = false
        case "N": preserveLineNumbers = true
        case "t": dateOnAdd = true
        case "T": dateOnAdd = false
        case "v": verboseCount += 1
        case "V":
          // todo.sh prints the version as soon as it meets -V.
          showVersion = true
          return
        case "x": disableFilter = true
        case "h":
          // todo.sh rewrites the arguments to `shorthelp` and ignores everything after -h.
          self.arguments = ["shorthelp"]
          return
        case "d":
          if !letters.isEmpty {
            configFile = String(letters)
          } else {
            guard index + 1 < arguments.count else { throw .missingValue("-d") }
            index += 1
            configFile = arguments[index]
          }
          letters = ""
        default:
          throw .unknown("-" + String(letter))
        }
      }
      index += 1
      continue parsing
    }
    self.arguments = Array(arguments[index...])
  }
}
