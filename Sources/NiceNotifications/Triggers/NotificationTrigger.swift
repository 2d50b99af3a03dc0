public import DateBuilder
public import Foundation

/// When a notification fires: a calendar match, a time interval, an exact instant, or a
/// region's entry or exit: `NotificationTrigger.calendar(DateComponents(hour: 8), repeats: true)`.
///
/// A trigger can hold values the platform refuses; ``validate()`` says why.
public enum NotificationTrigger: Hashable, Sendable, Codable {
  /// Fires when the date matches `components`, once or each time if `repeats`. Without a
  /// `timeZone` the time is wall-clock time, floating with the device's zone; with one it is pinned.
  case calendar(DateComponents, repeats: Bool)
  /// Fires `seconds` after it is added, and every `seconds` after that if `repeats`.
  case timeInterval(TimeInterval, repeats: Bool)
  /// Fires once at an exact instant, wherever the device is; Apple platforms get a time interval.
  case instant(Date)
  /// Fires on entering or leaving `region`, once or each time if `repeats`.
  case location(LocationRegion, repeats: Bool)

  /// A trigger that fires every `seconds`, from when it is added:
  /// `NotificationTrigger.repeating(everySeconds: 3_600)`.
  public static func repeating(everySeconds seconds: TimeInterval) -> NotificationTrigger {
    .timeInterval(seconds, repeats: true)
  }

  /// Whether the trigger fires more than once.
  public var repeats: Bool {
    switch self {
    case .calendar(_, let repeats), .timeInterval(_, let repeats), .location(_, let repeats): repeats
    case .instant: false
    }
  }

  /// The trigger a one-time interval counts as from `now`: the instant it ends; any other trigger as it is.
  ///
  /// An add of a one-time interval starts it again, so one counted later is a new trigger, and one
  /// counted in the same instant is equal.
  func countedFrom(_ now: Date) -> NotificationTrigger {
    guard case .timeInterval(let seconds, repeats: false) = self else { return self }
    return .instant(now.addingTimeInterval(seconds))
  }

  /// The reasons the platform would refuse this trigger, or nothing:
  /// `try NotificationTrigger.timeInterval(30, repeats: true).validate()`.
  public func validate() throws(NotificationTriggerError) {
    switch self {
    case let .timeInterval(seconds, repeats):
      guard seconds.isFinite, seconds > 0 else { throw .nonPositiveInterval(seconds) }
      guard !repeats || seconds >= 60 else { throw .repeatingIntervalTooShort(seconds) }
    case .instant(let date):
      guard date.timeIntervalSince1970.isFinite else { throw .invalidInstant }
    case .calendar(let components, _):
      try Self.validate(components)
    case .location(let region, _):
      guard !region.identifier.isEmpty else { throw .invalidRegion("the region has no identifier") }
      guard region.radius.isFinite, region.radius > 0 else {
        throw .invalidRegion("radius \(region.radius) is not greater than zero")
      }
      guard (-90...90).contains(region.latitude), (-180...180).contains(region.longitude) else {
        throw .invalidRegion("(\(region.latitude), \(region.longitude)) is not a coordinate")
      }
      guard region.notifyOnEntry || region.notifyOnExit else {
        throw .invalidRegion("the region notifies on neither entry nor exit")
      }
    }
  }

  private static func validate(_ components: DateComponents) throws(NotificationTriggerError) {
    // The first value out of its range, in this order, is the one reported.
    var any = false
    func check(_ name: String, _ value: Int?, _ range: ClosedRange<Int>) throws(NotificationTriggerError) {
      guard let value else { return }
      any = true
      guard range.contains(value) else { throw .invalidDateComponent(name, value) }
    }
    try check("era", components.era, 0...Int.max)
    try check("year", components.year, 1...Int.max)
    try check("month", components.month, 1...13)
    try check("day", components.day, 1...31)
    try check("hour", components.hour, 0...23)
    try check("minute", components.minute, 0...59)
    try check("second", components.second, 0...59)
    try check("weekday", components.weekday, 1...7)
    if components.weekdayOrdinal == 0 { throw .invalidDateComponent("weekdayOrdinal", 0) }
    try check("weekdayOrdinal", components.weekdayOrdinal, -5...5)
    try check("weekOfMonth", components.weekOfMonth, 1...6)
    try check("weekOfYear", components.weekOfYear, 1...53)
    guard any else { throw .emptyDateComponents }
  }

  /// The first time the trigger fires after `date` in `context`; `nil` if it never fires again,
  /// fires only by location or names a weekday no month has (a sixth Monday):
  /// `trigger.nextFireDate(after: now, in: .current)`.
  ///
  /// A whole date resolves as ``ExactDay(era:year:month:isLeapMonth:day:)`` does.
  public func nextFireDate(after date: Date, in context: DateBuilder.Context) -> Date? {
    // A floating trigger is matched in `context.timeZone`, whatever zone the process is in.
    switch self {
    case let .timeInterval(seconds, _):
      return date.addingTimeInterval(seconds)
    case .instant(let instant):
      return instant > date ? instant : nil
    case .location:
      return nil
    case .calendar(let components, _):
      // Foundation's search for a sixth or seventh weekday of a month never returns; none fires.
      if let ordinal = components.weekdayOrdinal, !(-5...5).contains(ordinal) { return nil }
      let local = Self.matchingContext(components, in: context)
      if let dated = Self.datedExpression(components) {
        guard let fire = try? dated.date(in: local), fire > date else { return nil }
        return fire
      }
      var matching = components
      matching.timeZone = nil
      matching.calendar = nil
      var calendar = local.calendar
      calendar.timeZone = local.timeZone
      if let match = Self.nextWallClockMatch(matching, after: date, in: local) { return match }
      // `.nextTime` rolls a missing day (29 February, a 31st) over to the next day, so such a
      // candidate is passed over; a skipped time within an existing day fires after the gap.
      var after = date
      for _ in 0..<Self.missingDaySearchLimit {
        guard
          let candidate = calendar.nextDate(
            after: after, matching: matching, matchingPolicy: .nextTime, repeatedTimePolicy: .first,
            direction: .forward)
        else { return nil }
        let found = calendar.dateComponents(Self.matchedDayComponents, from: candidate)
        // A leap month is its own month: the sixth month's day is not the leap sixth's. A week that
        // some months lack (the sixth) rolls over to the next month's first day, which is not in it.
        let sameDay =
          (matching.era.map { $0 == found.era } ?? true)
          && (matching.isLeapMonth.map { $0 == (found.isLeapMonth == true) } ?? true)
          && (matching.year.map { $0 == found.year } ?? true)
          && (matching.month.map { $0 == found.month } ?? true)
          && (matching.day.map { $0 == found.day } ?? true)
          && (matching.weekday.map { $0 == found.weekday } ?? true)
          && (matching.weekOfMonth.map { $0 == found.weekOfMonth } ?? true)
          && (matching.weekOfYear.map { $0 == found.weekOfYear } ?? true)
          && (matching.yearForWeekOfYear.map { $0 == found.yearForWeekOfYear } ?? true)
          && (matching.weekdayOrdinal.map { $0 < 0 || $0 == found.weekdayOrdinal } ?? true)
        if sameDay { return candidate }
        after = candidate
      }
      return nil
    }
  }
}

/// Why a ``NotificationTrigger`` cannot be scheduled: `do { try trigger.validate() } catch { print(error) }`.
public enum NotificationTriggerError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A time interval of zero, below zero, or not a number.
  case nonPositiveInterval(TimeInterval)
  /// A repeating time interval under 60 seconds.
  case repeatingIntervalTooShort(TimeInterval)
  /// A calendar trigger with no components to match.
  case emptyDateComponents
  /// A calendar component outside its range, such as hour 25.
  case invalidDateComponent(String, Int)
  /// An instant that is not a number.
  case invalidInstant
  /// A region the platform cannot monitor.
  case invalidRegion(String)

  /// A sentence that names the offending value.
  public var description: String {
    switch self {
    case .nonPositiveInterval(let seconds): "a time interval must be greater than 0, not \(seconds)"
    case .repeatingIntervalTooShort(let seconds): "a repeating interval must be at least 60 s, not \(seconds)"
    case .emptyDateComponents: "a calendar trigger needs at least one date component"
    case let .invalidDateComponent(name, value): "\(value) is not a valid \(name)"
    case .invalidInstant: "the instant is not a date"
    case .invalidRegion(let reason): "invalid region: \(reason)"
    }
  }
}

extension NotificationTrigger {
  /// What a candidate day of Foundation's search is compared by.
  private static let matchedDayComponents: Set<Calendar.Component> = [
    .era, .year, .month, .day, .weekday, .weekOfMonth, .weekOfYear, .yearForWeekOfYear, .weekdayOrdinal,
  ]

  /// Enough for a 29 February across a non-leap century year (eight years).
  static let missingDaySearchLimit = 128
  /// A one-time calendar trigger at `date` as the clock reads it, in `zone` if pinned, else floating
  /// in `context`'s: `NotificationTrigger.oneTime(at: moved, pinnedTo: nil, in: context)`.
  static func oneTime(at date: Date, pinnedTo zone: TimeZone?, in context: DateBuilder.Context)
    -> NotificationTrigger
  {
    var calendar = context.calendar
    calendar.timeZone = zone ?? context.timeZone
    var components = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    components.timeZone = zone
    return .calendar(components, repeats: false)
  }

  /// Their calendar, and their zone unless they float: a calendar's own zone is not theirs.
  static func matchingContext(_ components: DateComponents, in context: DateBuilder.Context)
    -> DateBuilder.Context
  {
    var local = context
    if let calendar = components.calendar {
      local.calendar = calendar
      local.timeZone = context.timeZone
    }
    if !floats(components), let zone = components.timeZone { local.timeZone = zone }
    return local
  }

  /// `nil` if the year, month or day is open; it fails as ``ExactDay(era:year:month:isLeapMonth:day:)``
  /// does for no such date.
  static func datedExpression(_ components: DateComponents) -> DateBuilder.ResolvedDate? {
    guard let year = components.year, let month = components.month, let day = components.day else {
      return nil
    }
    let exact =
      components.era != nil || components.isLeapMonth == true
      ? ExactDay(
        era: components.era, year: year, month: month, isLeapMonth: components.isLeapMonth == true, day: day)
      : ExactDay(year: year, month: month, day: day)
    return exact.at(
      hour: components.hour ?? 0, minute: components.minute ?? 0, second: components.second ?? 0)
  }

  /// Whether a calendar trigger's components float with the device's time zone: they name no
  /// zone, or `.autoupdatingCurrent`, which iOS follows as the device moves:
  /// `NotificationTrigger.floats(DateComponents(timeZone: .autoupdatingCurrent, hour: 9))`.
  public static func floats(_ components: DateComponents) -> Bool {
    components.timeZone == nil || components.timeZone == .autoupdatingCurrent
  }
}
