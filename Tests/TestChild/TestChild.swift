import Foundation
import NiceNotifications
import OriginalReadmeApp

/// A second process for tests that need one: writers that race another process over one
/// file, and inputs that once trapped, run where a trap ends only this process.
///
/// ```
/// nicenotifications-test-child store-writer <file> <prefix> <count>
/// nicenotifications-test-child bad-input <case>
/// nicenotifications-test-child deep-user-info <shape>
/// nicenotifications-test-child default-calendar
/// nicenotifications-test-child original-calls
/// nicenotifications-test-child original-readme
/// ```
/// Exits 0 when the work was done (or the bad input gave a typed error, printed), 1 when it
/// was not, 2 for a usage error.
@main
struct TestChild {
  static func main() async {
    let arguments = Array(CommandLine.arguments.dropFirst())
    switch arguments.first {
    case "store-writer" where arguments.count == 4:
      guard let count = Int(arguments[3]) else { exit(2) }
      let store = FileGroupPermissionStore(fileURL: URL(fileURLWithPath: arguments[1]))
      for index in 0..<count {
        do {
          try await store.setPermission(
            index % 3 == 0 ? .denied : .allowed, forGroup: "\(arguments[2])-\(index)")
        } catch {
          print("write \(index) failed: \(error)")
          exit(1)
        }
      }
    case "original-readme" where arguments.count == 1:
      for line in await OriginalReadme.run() { print(line) }
    case "original-calls" where arguments.count == 1:
      await runOriginalCalls()
    case "default-calendar" where arguments.count == 1:
      print(DefaultCalendarProbe.run())
    case "deep-user-info" where arguments.count == 2:
      guard let lines = await DeepUserInfo.run(arguments[1]) else { exit(2) }
      for line in lines { print(line) }
    case "bad-input" where arguments.count == 2:
      guard let badInput = BadInput(rawValue: arguments[1]) else { exit(2) }
      print(await badInput.run())
    default:
      print(
        "usage: store-writer <file> <prefix> <count> | bad-input <case> | deep-user-info <shape> | default-calendar | "
          + "original-calls | original-readme"
      )
      exit(2)
    }
  }
}
