public import Foundation

extension DateBuilder.ResolvedDate {
  /// An exact instant, as the original DateBuilder's `.exact(date)`: `ExactlyAt(date)`.
  public static func exact(_ date: Date) -> DateBuilder.ResolvedDate {
    ExactlyAt(date)
  }

  /// A wall-clock time from its components (missing times are 0), as the original's:
  /// `let nextMonday: DateBuilder.ResolvedDate = .components(DateComponents(hour: 9, weekday: 2))`.
  ///
  /// Without a year they name the next matching date after now, as a one-time calendar trigger does.
  /// With a time zone they name that zone's time: the instant, found when made in the current context.
  public static func components(_ components: DateComponents) -> DateBuilder.ResolvedDate {
    if let zone = components.timeZone { return pinned(components, to: zone) }
    let time = TimeOfDay(
      hour: components.hour ?? 0, minute: components.minute ?? 0, second: components.second ?? 0)
    if let year = components.year, let month = components.month, let day = components.day {
      guard components.era != nil || components.isLeapMonth == true else {
        return ExactDay(year: year, month: month, day: day).at(time)
      }
      return ExactDay(
        era: components.era, year: year, month: month, isLeapMonth: components.isLeapMonth ?? false, day: day
      ).at(time)
    }
    var matching = components
    (matching.calendar, matching.timeZone) = (nil, nil)
    return DateBuilder.Day(.rule(.matching(matching))).at(time)
  }

  /// The instant of `components` read in `zone` (the original's `date(from:)` and calendar trigger
  /// honoured it), or, where the zone has no such time, an expression that throws why.
  private static func pinned(_ components: DateComponents, to zone: TimeZone) -> DateBuilder.ResolvedDate {
    var floating = components
    floating.timeZone = nil
    var context = DateBuilder.Context.current
    context.timeZone = zone
    do throws(DateBuilderError) {
      return ExactlyAt(try Self.components(floating).date(in: context))
    } catch {
      return DateBuilder.Day(.failure(error)).at(hour: 0, minute: 0)
    }
  }

  /// This date moved by each component, years first and seconds last; never `nil`, optional for the
  /// original's `if let`: `Tomorrow().at(hour: 9, minute: 0).adding(dateComponents: DateComponents(day: 2))`.
  public func adding(dateComponents components: DateComponents) -> DateBuilder.ResolvedDate? {
    var moved = self
    if let years = components.year { moved = moved.addingYears(years) }
    if let months = components.month { moved = moved.addingMonths(months) }
    if let weeks = components.weekOfYear ?? components.weekOfMonth { moved = moved.addingWeeks(weeks) }
    if let days = components.day { moved = moved.addingDays(days) }
    if let hours = components.hour { moved = moved.addingHours(hours) }
    if let minutes = components.minute { moved = moved.addingMinutes(minutes) }
    if let seconds = components.second { moved = moved.addingSeconds(seconds) }
    return moved
  }
}
