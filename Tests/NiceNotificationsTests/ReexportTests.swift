import Foundation
import NiceNotifications
import Testing

/// `import NiceNotifications` alone brings the whole DateBuilder vocabulary, as the
/// NiceNotifications README assumes.
@Test func dateBuilderVocabularyComesWithNiceNotifications() throws {
  var calendar = Calendar(identifier: .gregorian)
  calendar.timeZone = try #require(TimeZone(identifier: "Europe/Berlin"))
  let now = try #require(calendar.date(from: DateComponents(year: 2026, month: 3, day: 28, hour: 10)))
  let context = DateBuilder.Context(now: now, calendar: calendar)
  let components = try Tomorrow().at(hour: 20, minute: 15).dateComponents(in: context)
  #expect(components == DateComponents(year: 2026, month: 3, day: 29, hour: 20, minute: 15, second: 0))
}
