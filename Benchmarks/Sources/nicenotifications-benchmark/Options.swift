/// What the command line asked for: `--quick` runs reduced sizes, for CI smoke runs.
///
/// ```swift
/// let options = try Options(arguments: ["--quick"])
/// options.quick // true
/// ```
@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
struct Options: Sendable {
  /// Reduced sizes and fewer samples, for a smoke run that checks the benchmark still works.
  var quick = false
  /// Whether `--help` was given.
  var help = false
  /// The memory case to run alone and report on, when the benchmark runs itself in a
  /// fresh process to read that case's peak resident set (`--memory-case <name>`).
  var memoryCase: String?
  /// The number of the one scenario to run (`--only 8`), to measure one thing quickly.
  var only: String?
  /// A case of scenario 8, or a single-date loop of scenario 5b, to run this many times and
  /// nothing else, for a profiler (`perf record`) to look at: `--profile plan 20`,
  /// `--profile launch 2000` or `--profile adding-days 100`.
  var profile: (case: String, times: Int)?

  /// What `--help` prints.
  static let usage = """
    usage: swift run -c release --package-path Benchmarks nicenotifications-benchmark [options]

      --quick   reduced sizes and fewer samples (a CI smoke run, not for figures)
      --only N  only scenario N (its rows are the same as in a whole run)
      --profile plan|bound|launch|replan-makers N
                run scenario 8's 1,000-group plan, its integer lower bound, the
                unchanged launch, or that launch's planner with its makers N times,
                print nothing
      --profile tomorrow|adding-days N
                run scenario 5b's loop of 10,000 single dates (Tomorrow().at(…) or
                ExactlyAt(now).addingDays(n)) N times, print nothing
      --help    this text

    Prints a table of figures, each a ratio against a baseline measured in the same run.
    Exits with status 1 if a benchmark's self-check fails; a missed target prints ✗ only.
    """

  /// Parses the arguments after the program's name.
  ///
  /// - Throws: ``UsageError`` for an argument it does not know.
  init(arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--quick": quick = true
      case "--help", "-h": help = true
      case "--memory-case":
        guard let name = remaining.popFirst() else { throw UsageError(argument: argument) }
        memoryCase = name
      case "--only":
        guard let number = remaining.popFirst() else { throw UsageError(argument: argument) }
        only = number
      case "--profile":
        guard let name = remaining.popFirst(), let count = remaining.popFirst().flatMap({ Int($0) }) else {
          throw UsageError(argument: argument)
        }
        profile = (name, count)
      default: throw UsageError(argument: argument)
      }
    }
  }
}
