import Foundation
import NiceNotifications
import Testing
import TestSupport

struct NotificationTriggerTests {
  @Test(arguments: [0.0, -1, -.infinity, .nan])
  func nonPositiveIntervalIsInvalid(seconds: Double) {
    #expect(throws: NotificationTriggerError.self) {
      try NotificationTrigger.timeInterval(seconds, repeats: false).validate()
    }
  }

  @Test func repeatingIntervalUnderSixtySecondsIsInvalid() throws {
    #expect(throws: NotificationTriggerError.repeatingIntervalTooShort(59)) {
      try NotificationTrigger.timeInterval(59, repeats: true).validate()
    }
    try NotificationTrigger.timeInterval(59, repeats: false).validate()
    try NotificationTrigger.timeInterval(60, repeats: true).validate()
    try Repeating(everySeconds: 360).trigger.validate()
    #expect(Repeating(everySeconds: 360).trigger == .timeInterval(360, repeats: true))
  }

  @Test func calendarComponentsOutOfRangeAreInvalid() {
    #expect(throws: NotificationTriggerError.invalidDateComponent("hour", 25)) {
      try NotificationTrigger.calendar(DateComponents(hour: 25, minute: 0), repeats: true).validate()
    }
    #expect(throws: NotificationTriggerError.invalidDateComponent("minute", 60)) {
      try NotificationTrigger.calendar(DateComponents(hour: 9, minute: 60), repeats: true).validate()
    }
    #expect(throws: NotificationTriggerError.invalidDateComponent("weekday", 8)) {
      try NotificationTrigger.calendar(DateComponents(weekday: 8), repeats: true).validate()
    }
    #expect(throws: NotificationTriggerError.emptyDateComponents) {
      try NotificationTrigger.calendar(DateComponents(), repeats: false).validate()
    }
  }

  @Test func regionsThePlatformCannotMonitorAreInvalid() {
    let region = LocationRegion(identifier: "home", latitude: 52.5, longitude: 13.4, radius: 100)
    var zero = region
    zero.radius = 0
    var nowhere = region
    nowhere.latitude = 91
    var silent = region
    silent.notifyOnEntry = false
    var anonymous = region
    anonymous.identifier = ""
    for bad in [zero, nowhere, silent, anonymous] {
      #expect(throws: NotificationTriggerError.self) {
        try NotificationTrigger.location(bad, repeats: false).validate()
      }
    }
    #expect(throws: Never.self) { try NotificationTrigger.location(region, repeats: true).validate() }
  }

  @Test func dailyCalendarTriggerFiresAtTheNextMatchingTime() {
    let context = DateBuilder.Context.fixed(2026, 11, 21, 10, 0)
    let trigger = NotificationTrigger.calendar(DateComponents(hour: 9, minute: 0), repeats: true)
    #expect(context.local(trigger.nextFireDate(after: context.now, in: context)) == "2026-11-22 09:00")
    let weekly = NotificationTrigger.calendar(DateComponents(hour: 14, minute: 0, weekday: 3), repeats: true)
    #expect(context.local(weekly.nextFireDate(after: context.now, in: context)) == "2026-11-24 14:00")
  }

  @Test(arguments: [6, 7, -6, -7])
  func aWeekdayOrdinalNoMonthHasNeverFiresInsteadOfSearchingWithoutEnd(ordinal: Int) {
    // Foundation's search for a sixth or seventh weekday of a month never returns.
    let context = DateBuilder.Context.fixed(2026, 3, 28, 12, 0, in: "Europe/Berlin")
    let trigger = NotificationTrigger.calendar(
      DateComponents(hour: 9, weekday: 2, weekdayOrdinal: ordinal), repeats: true)
    #expect(throws: NotificationTriggerError.invalidDateComponent("weekdayOrdinal", ordinal)) {
      try trigger.validate()
    }
    #expect(trigger.nextFireDate(after: context.now, in: context) == nil)
  }

  @Test(arguments: [
    DateComponents(hour: 9, weekday: 2, weekOfMonth: 6),
    DateComponents(month: 3, hour: 9, weekOfMonth: 6),
    DateComponents(hour: 9, weekday: 1, weekOfYear: 53),
    DateComponents(month: 2, hour: 9, weekday: 2, weekdayOrdinal: 5),
    DateComponents(hour: 9, weekday: 6, weekdayOrdinal: 5),
    DateComponents(hour: 9, weekOfYear: 1, yearForWeekOfYear: 2028),
  ])
  func aTriggerByWeekFiresOnADayOfThatWeekAtItsTime(components: DateComponents) {
    // In Berlin across the spring-forward night; the first day of a later month is no match.
    let context = DateBuilder.Context.fixed(2027, 1, 15, 10, 0, in: "Europe/Berlin")
    var calendar = context.calendar
    calendar.timeZone = context.timeZone
    let expected = calendar.nextDate(after: context.now, matching: components, matchingPolicy: .strict)
    let trigger = NotificationTrigger.calendar(components, repeats: true)
    #expect(expected != nil)
    #expect(context.local(trigger.nextFireDate(after: context.now, in: context)) == context.local(expected))
  }

  @Test func fullySpecifiedDateInThePastNeverFires() {
    let context = DateBuilder.Context.fixed(2026, 11, 21)
    let past = NotificationTrigger.calendar(
      DateComponents(year: 2026, month: 11, day: 20, hour: 9), repeats: false)
    #expect(past.nextFireDate(after: context.now, in: context) == nil)
    let future = NotificationTrigger.calendar(
      DateComponents(year: 2026, month: 11, day: 22, hour: 9), repeats: false)
    #expect(context.local(future.nextFireDate(after: context.now, in: context)) == "2026-11-22 09:00")
  }

  @Test func wallClockTimeInTheSpringForwardGapFiresAtTheEndOfTheGap() {
    let context = DateBuilder.Context.fixed(2024, 3, 9, 12, 0, in: "America/New_York")
    let full = NotificationTrigger.calendar(
      DateComponents(year: 2024, month: 3, day: 10, hour: 2, minute: 30), repeats: false)
    #expect(context.local(full.nextFireDate(after: context.now, in: context)) == "2024-03-10 03:00")
    let daily = NotificationTrigger.calendar(DateComponents(hour: 2, minute: 30), repeats: true)
    let afterNine = context.now.addingTimeInterval(15 * 3_600)  // 2024-03-10 03:00 EDT has passed the 9th
    #expect(context.local(daily.nextFireDate(after: afterNine, in: context)) == "2024-03-11 02:30")
  }

  @Test func pinnedCalendarTriggerKeepsItsTimeZone() {
    let context = DateBuilder.Context.fixed(2026, 11, 21, 8, 0, in: "America/New_York")
    var components = DateComponents(year: 2026, month: 11, day: 21, hour: 18, minute: 0)
    components.timeZone = TimeZone(identifier: "Europe/Berlin")
    let fire = NotificationTrigger.calendar(components, repeats: false).nextFireDate(
      after: context.now, in: context)
    #expect(context.local(fire) == "2026-11-21 12:00")  // 18:00 Berlin is 12:00 New York
  }

  @Test func intervalInstantAndLocationFireDates() {
    let context = DateBuilder.Context.fixed(2026, 11, 21, 12, 0)
    #expect(
      NotificationTrigger.timeInterval(90, repeats: false).nextFireDate(after: context.now, in: context)
        == context.now.addingTimeInterval(90))
    let later = context.now.addingTimeInterval(3_600)
    #expect(NotificationTrigger.instant(later).nextFireDate(after: context.now, in: context) == later)
    #expect(NotificationTrigger.instant(later).nextFireDate(after: later, in: context) == nil)
    let region = LocationRegion(identifier: "home", latitude: 0, longitude: 0, radius: 50)
    #expect(
      NotificationTrigger.location(region, repeats: true).nextFireDate(after: context.now, in: context) == nil
    )
  }

  @Test func triggersRoundTripThroughJSON() throws {
    let triggers: [NotificationTrigger] = [
      .calendar(DateComponents(hour: 8, minute: 30), repeats: true), .timeInterval(360, repeats: true),
      .instant(Date(timeIntervalSince1970: 1_800_000_000)),
      .location(
        LocationRegion(identifier: "gym", latitude: 1, longitude: 2, radius: 3, notifyOnExit: true),
        repeats: false),
    ]
    for trigger in triggers {
      #expect(
        try JSONDecoder().decode(NotificationTrigger.self, from: JSONEncoder().encode(trigger)) == trigger)
    }
  }
}

struct RequestIdentifierTests {
  @Test func printsAndParsesGroupEntryOccurrence() {
    let id = RequestIdentifier(group: "dailyQuote", entry: "0", occurrence: "20261122T090000")
    #expect(id.description == "dailyQuote:0:20261122T090000")
    #expect(RequestIdentifier("dailyQuote:0:20261122T090000") == id)
  }

  @Test func identifiersTheFrameworkDidNotMakeDoNotParse() {
    #expect(RequestIdentifier("repeating_360") == nil)
    #expect(RequestIdentifier("a:b") == nil)
    #expect(RequestIdentifier(":b:c") == nil)
    #expect(RequestIdentifier("a::c") == nil)
  }

  @Test func anEmptyGroupIdentifierIsATypedErrorAndAColonIsEscaped() throws {
    #expect(throws: TimelineError.invalidGroupIdentifier("")) { try RequestIdentifier.validateGroup("") }
    try RequestIdentifier.validateGroup("daily:quote")
    let id = RequestIdentifier(group: "daily:quote", entry: "0", occurrence: "20261122T090000")
    #expect(id.description == "daily%3Aquote:0:20261122T090000")
    #expect(RequestIdentifier(id.description) == id)
  }

  @Test func invalidRequestsSayWhy() {
    let content = NotificationContent(title: "A")
    #expect(throws: NotificationRequestError.emptyIdentifier) {
      try NotificationRequest(identifier: "", content: content, trigger: nil).validate()
    }
    #expect(throws: NotificationRequestError.trigger(.repeatingIntervalTooShort(10))) {
      try NotificationRequest(identifier: "a", content: content, trigger: .timeInterval(10, repeats: true))
        .validate()
    }
  }
}
