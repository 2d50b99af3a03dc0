import DateBuilder
import Foundation

/// An occurrence's trigger as kept: a one-time calendar trigger as its few-integer wall-clock labels, since
/// most are only fingerprinted and `DateComponents` cost hundreds of bytes.
enum OccurrenceTrigger: Sendable {
  case none
  case instant(Date)
  /// Fires once at `labels`: in `timeZone` when the entry's times are pinned, floating otherwise.
  case wallClock(DateBuilder.WallClockLabels, timeZone: TimeZone?)
  case repeating(DateBuilder.RepeatingPattern)
  /// Boxed, so an occurrence trigger is the size of its labels.
  indirect case made(NotificationTrigger)

  init(_ trigger: NotificationTrigger?) {
    switch trigger {
    case nil: self = .none
    case .instant(let date)?: self = .instant(date)
    case let trigger?: self = .made(trigger)
    }
  }

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

  var repeats: Bool {
    switch self {
    case .none, .instant, .wallClock: false
    case .repeating: true
    case .made(let trigger): trigger.repeats
    }
  }
}

extension CanonicalEncoder {
  /// Writes the bytes of `write(trigger.trigger) { $0.write($1) }` without building date components.
  mutating func write(_ trigger: OccurrenceTrigger) {
    switch trigger {
    case let .wallClock(labels, timeZone): write(labels, timeZone: timeZone)
    case .none, .instant, .repeating, .made: write(trigger.trigger) { $0.write($1) }
    }
  }

  /// The bytes `write(_: DateComponents)` gives a one-time calendar trigger of `labels`, in its field order.
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
      zeros(10)
      return
    }
    zeros(6)
    write(labels.isLeapMonth)
    write(timeZone?.identifier)
    zeros(2)
  }

  private static func component(_ value: Int?) -> Int? {
    value == Int.max ? nil : value
  }
}
