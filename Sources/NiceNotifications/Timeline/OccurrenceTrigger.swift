import DateBuilder
import Foundation

/// An occurrence's trigger as an occurrence keeps it: a one-time calendar trigger as the
/// wall-clock labels it is made of, the trigger itself otherwise.
///
/// Most occurrences a plan reads are one-time calendar triggers, and most of those are kept
/// as they are pending: only their fingerprint is asked for. Labels are a few integers;
/// `DateComponents` are a few hundred bytes, built field by field and copied with every
/// read. So the components are built only when the trigger is read, and the fingerprint is
/// written from the labels: the same bytes `CanonicalEncoder` writes for the trigger the
/// labels make.
enum OccurrenceTrigger: Sendable {
  /// No trigger: the request delivers at once.
  case none
  /// An instant trigger: the request fires once, at the date.
  case instant(Date)
  /// A calendar trigger that fires once, at `labels` (read in `timeZone` where the entry's
  /// times are pinned to one, floating otherwise).
  case wallClock(DateBuilder.WallClockLabels, timeZone: TimeZone?)
  /// The repeating calendar trigger of a compressed series: its pattern's components.
  case repeating(DateBuilder.RepeatingPattern)
  /// Any other trigger, as an entry gave it; boxed, so that an occurrence trigger is the size
  /// of its labels, not of a trigger's date components.
  indirect case made(NotificationTrigger)

  /// Keeps `trigger` as it is given.
  init(_ trigger: NotificationTrigger?) {
    switch trigger {
    case nil: self = .none
    case .instant(let date)?: self = .instant(date)
    case let trigger?: self = .made(trigger)
    }
  }

  /// The trigger.
  var trigger: NotificationTrigger? {
    switch self {
    case .none:
      return nil
    case .instant(let date):
      return .instant(date)
    case let .wallClock(labels, timeZone):
      var components = labels.dateComponents
      if let timeZone { components.timeZone = timeZone }
      return .calendar(components, repeats: false)
    case .repeating(let pattern):
      return pattern.repeatingTrigger
    case .made(let trigger):
      return trigger
    }
  }

  /// Whether the trigger repeats.
  var repeats: Bool {
    switch self {
    case .none, .instant, .wallClock: false
    case .repeating: true
    case .made(let trigger): trigger.repeats
    }
  }
}

extension CanonicalEncoder {
  /// Writes `trigger` as an optional ``NotificationTrigger``: the bytes of
  /// `write(trigger.trigger) { $0.write($1) }`, without building its date components.
  mutating func write(_ trigger: OccurrenceTrigger) {
    switch trigger {
    case let .wallClock(labels, timeZone): write(labels, timeZone: timeZone)
    case .none, .instant, .repeating, .made: write(trigger.trigger) { $0.write($1) }
    }
  }

  /// The bytes of a present calendar trigger of `labels`' components, floating or in
  /// `timeZone`, that fires once.
  ///
  /// The layout of `write(_: DateComponents)`, in its order: present era (if any), year,
  /// month, day, hour, minute and second; absent nanosecond, weekday, weekday ordinal, week of
  /// month, week of year and year for week of year; the leap-month mark; the time zone's
  /// identifier; no calendar; then `repeats`, false. `DateComponents` stores `Int.max` as "no
  /// value", so a label of `Int.max` is written as absent too. Runs of zero bytes go in as
  /// one step per eight bytes (``CanonicalEncoder/zeros(_:)``).
  private mutating func write(_ labels: DateBuilder.WallClockLabels, timeZone: TimeZone?) {
    write(true)
    tag(0x20)
    write(Self.component(labels.era))
    write(Self.component(labels.year))
    write(Self.component(labels.month))
    write(Self.component(labels.day))
    write(Self.component(labels.hour))
    write(Self.component(labels.minute))
    write(Self.component(labels.second))
    guard labels.isLeapMonth || timeZone != nil else {
      // Six absent fields, no leap month, no time zone, no calendar, and not repeating.
      zeros(10)
      return
    }
    zeros(6)
    write(labels.isLeapMonth)
    write(timeZone?.identifier)
    zeros(2)
  }

  /// A label as `DateComponents` reports it back.
  private static func component(_ value: Int?) -> Int? {
    value == Int.max ? nil : value
  }
}
