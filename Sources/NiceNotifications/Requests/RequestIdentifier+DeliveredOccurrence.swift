import DateBuilder
import Foundation

extension RequestIdentifier {
  /// The one occurrence a delivery of this request stands for.
  ///
  /// A compressed series' repeating request (`pills:evening:repeating`) is delivered under
  /// one identifier every day. One delivery of it is the series' occurrence of that day: the
  /// same group and entry, keyed by the day it was delivered (in the trigger's time zone, or
  /// the device's) and the trigger's time of day — `pills:evening:20261122T200000`, the
  /// identifier the series' one-shot request for that day has. Snoozing or marking that
  /// delivery done is about that day alone, and a reschedule that expands the series knows
  /// it by that identifier.
  ///
  /// Any other identifier is its own occurrence, as is a repeating one whose trigger is not
  /// a repeating calendar trigger with a time of day.
  ///
  /// ```swift
  /// RequestIdentifier("pills:evening:repeating")?
  ///   .deliveredOccurrence(at: delivery.date, trigger: delivery.request.trigger, in: context)
  ///   .description  // "pills:evening:20261122T200000"
  /// ```
  func deliveredOccurrence(
    at date: Date, trigger: NotificationTrigger?, in context: DateBuilder.Context
  ) -> RequestIdentifier {
    guard occurrence == Self.repeatingOccurrence, !isManaged,
      case .calendar(let components, repeats: true)? = trigger,
      let hour = components.hour, let minute = components.minute
    else { return self }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = components.timeZone ?? context.timeZone
    let day = calendar.dateComponents([.year, .month, .day], from: date)
    guard let year = day.year, let month = day.month, let dayOfMonth = day.day else { return self }
    let labels = DateBuilder.WallClockLabels(
      DateComponents(
        year: year, month: month, day: dayOfMonth, hour: hour, minute: minute, second: components.second ?? 0)
    )
    return RequestIdentifier(group: group, entry: entry, occurrence: Self.occurrenceKey(labels))
  }

  /// Whether this occurrence's wall-clock time is not yet past at `nowKey`, the occurrence
  /// key of now in the device's calendar: a repeating request for its series would deliver
  /// it (again) today.
  ///
  /// Keys of wall-clock dates order as their readings do; a key of another shape — an
  /// instant (`t…`, past once delivered), `repeating`, `trigger`, `now` — never comes round
  /// again, and a key with an era is taken as one that may.
  ///
  /// ```swift
  /// RequestIdentifier("pills:evening:20261122T200000")?.comesRoundAgain(after: "20261122T140000")  // true
  /// ```
  func comesRoundAgain(after nowKey: String) -> Bool {
    guard let first = occurrence.utf8.first else { return false }
    if first == UInt8(ascii: "e") { return true }
    guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
    return occurrence >= nowKey
  }
}
