import Foundation
import NiceNotifications
import NiceNotificationsTesting
import Testing
import TestSupport

// The Swift code blocks of README.md, verbatim, so that the README's code compiles and its
// test runs. Each block is marked with the README section it comes from. What differs:
// - the blocks' `import` lines are at the top of this file;
// - the blocks are nested in `ReadmeTests`, so that the README's `DailyQuoteGroup` does not
//   collide with other test files' types;
// - statements are wrapped in functions, followed by a line that uses what they declare.
// `readmeBlocksAreInThisFile` checks that every ```swift block of the README appears here,
// line for line: change both together.

struct ReadmeTests {
  // MARK: README "Quick start", first block

  final class DailyQuoteGroup: LocalNotificationsGroup {
    let groupIdentifier = "dailyQuote"
    let quotes = ["Storms make oaks take deeper root.", "Well begun is half done."]

    func timeline() async throws -> NotificationsTimeline {
      NotificationsTimeline {
        EveryDay(forDays: 50, starting: .today)
          .at(hour: 9, minute: 0)
          .schedule(with: quote(for:))
      }
    }

    // The same day always gets the same quote, so rescheduling an unchanged list writes nothing.
    private func quote(for date: Date) -> NotificationContent? {
      let day = Int(date.timeIntervalSince1970 / 86_400)
      return NotificationContent(title: quotes[day % quotes.count], body: "Tap for more")
    }
  }

  // MARK: README "Quick start", second block
  // Compiled, never called: it would run on the process-wide default instance, which
  // `ReadmeFrontDoorTests` checks from a state where nothing has been asked yet.

  func quickStartReschedule() async {
    let report = await LocalNotifications.reschedule(
      group: DailyQuoteGroup(),
      permissionStrategy: .askSystemPermissionIfNeeded
    )
    print("\(report.added.count) added, \(report.replaced.count) replaced, \(report.kept.count) kept")
    if let refill = report.plan?.refillDate {
      print("reschedule before \(refill)")
    }
  }

  // MARK: README "Quick start", third block
  // Compiled, never called, for the reason above.

  func quickStartDeclareAll() async throws {
    let notifications = LocalNotifications.default
    notifications.registerAll([DailyQuoteGroup()], permissionStrategy: .scheduleIfSystemAllowed)
    await notifications.rescheduleAll()
    let next = try await notifications.nextFireDate(ofGroup: "dailyQuote")
    _ = next
  }

  // MARK: README "Timelines"

  func readmeTimeline(wantsEveningReminder: Bool) -> NotificationsTimeline {
    // The README's force unwrap, kept as the README writes it.
    // swift-format-ignore: NeverForceUnwrap
    let timeline = NotificationsTimeline {
      Tomorrow().at(hour: 20, minute: 15)
        .schedule(title: "Dinner with Ana")
      NextWeek().weekday(.saturday).at(hour: 10, minute: 0)
        .schedule(title: "Weekly review")
        .identified(by: "review")
      EveryMonth(forMonths: 12, starting: .thisMonth)
        .weekday(.last, .friday)
        .at(hour: 17, minute: 0)
        .schedule(title: "Submit your timesheet")
      if wantsEveningReminder {
        EveryDay(starting: .today)  // unbounded, same text every day: one repeating request
          .at(hour: 21, minute: 0)
          .schedule(title: "Time to journal")
          .identified(by: "journal")
      }
      EveryDay(forDays: 30, starting: .today)
        .at(hour: 9, minute: 30)
        .schedule(title: "The New York market opens")
        .timeMeaning(.pinned(TimeZone(identifier: "America/New_York")!))
    }
    return timeline
  }

  // MARK: README "Testing without a device"

  @Test func aQuoteArrivesEveryMorning() async {
    let simulator = SimulatedNotificationCenter(
      now: Date(timeIntervalSince1970: 1_800_000_000),  // 08:00 UTC, 15 January 2027
      timeZone: TimeZone(identifier: "UTC")!,
      authorization: .authorized)
    let notifications = LocalNotifications(simulator: simulator)
    let group = DailyQuoteGroup()

    let first = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(first.added.count == 50)
    let again = await notifications.reschedule(group: group, permissionStrategy: .scheduleIfSystemAllowed)
    #expect(again.writes == 0)

    await simulator.advance(by: 7 * 86_400)
    #expect(await simulator.delivered.count == 7)
  }

  // MARK: Checks of the blocks above

  @Test func theTimelinePlansUnderTheCap() async {
    let context = DateBuilder.Context.fixed(2027, 1, 15, 8, 0, in: "UTC")
    let plan = await ReschedulePlanner.plan(
      [PlanningGroup(identifier: "readme", timeline: readmeTimeline(wantsEveningReminder: true))],
      pending: [], in: context, capacity: 64)
    #expect(plan.rejections.isEmpty)
    // The unbounded journal entry, the same every day, is one repeating request: 21:00 daily.
    #expect(plan.additions.count == 45)
    #expect(plan.scheduled["readme"]?.compactMap(\.repeatingPattern).map(\.description) == ["daily 21:00"])
    #expect(plan.refillDate == nil)
    // Expanded into one-shots instead, it runs past the cap, and the plan says when to refill.
    let expanded = await ReschedulePlanner.plan(
      [PlanningGroup(identifier: "readme", timeline: readmeTimeline(wantsEveningReminder: true))],
      pending: [], in: context, capacity: 64, policy: PlanningPolicy(compressesRepeatingEntries: false))
    #expect(expanded.additions.count == 64)
    #expect(expanded.refillDate != nil)
    let without = await ReschedulePlanner.plan(
      [PlanningGroup(identifier: "readme", timeline: readmeTimeline(wantsEveningReminder: false))],
      pending: [], in: context, capacity: 64)
    // Tomorrow, next Saturday, 12 last Fridays from January on, 30 market openings.
    #expect(without.additions.count == 44)
    #expect(without.refillDate == nil)
  }

  @Test func readmeBlocksAreInThisFile() throws {
    let tests = URL(fileURLWithPath: #filePath)
    let root = tests.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let here = try String(contentsOf: tests, encoding: .utf8)
    let hereLines = Self.significantLines(here)
    let blocks = Self.swiftBlocks(in: readme)
    #expect(blocks.count == 5)
    for block in blocks {
      let lines = Self.significantLines(block).filter { !$0.hasPrefix("import ") }
      let found = Self.contains(hereLines, lines)
      #expect(found, "this README block is not in ReadmeTests.swift, line for line:\n\(block)")
    }
  }

  /// The bodies of the README's ```swift blocks.
  static func swiftBlocks(in markdown: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
        current = []
      } else if let body = current, line.trimmingCharacters(in: .whitespaces) == "```" {
        blocks.append(body.joined(separator: "\n"))
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  /// Non-empty lines without their indentation, which nesting here changes.
  static func significantLines(_ text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// Whether `lines` occur in `haystack` one after another.
  static func contains(_ haystack: [String], _ lines: [String]) -> Bool {
    guard !lines.isEmpty, lines.count <= haystack.count else { return lines.isEmpty }
    return (0...(haystack.count - lines.count)).contains { start in
      Array(haystack[start..<(start + lines.count)]) == lines
    }
  }
}
