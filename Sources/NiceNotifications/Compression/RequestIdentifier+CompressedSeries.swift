import DateBuilder
import Foundation

extension RequestIdentifier {
  /// Whether this names a series compressed into one repeating request, `pills:evening:repeating`
  /// or (moved by pacing) `pills:evening:repeating@230000`: `id.isCompressedSeries`.
  var isCompressedSeries: Bool {
    !isManaged
      && (occurrence == RequestIdentifierGrammar.repeatingKey || seriesTimelineTime != nil)
  }

  /// The time of day the timeline has for a compressed series that pacing moved; `nil` for any
  /// other identifier: `RequestIdentifier("pills:evening:repeating@230000")?.seriesTimelineTime`.
  var seriesTimelineTime: TimeOfDay? {
    isManaged ? nil : RequestIdentifierGrammar.movedRepeatingTime(parsing: occurrence)
  }

  /// This compressed series' identifier once pacing moved it away from `time`, its timeline's time
  /// of day: `series.movedSeries(from: .time(hour: 23, minute: 0))`.
  func movedSeries(from time: TimeOfDay) -> RequestIdentifier {
    RequestIdentifier(
      group: group, entry: entry, occurrence: RequestIdentifierGrammar.movedRepeatingKey(from: time))
  }

  /// The one-shot identifier of the occurrence that this compressed series' request, firing at
  /// `fired` on the Gregorian day `year`-`month`-`day`, stands for.
  ///
  /// Moved by pacing, it is the last occurrence at the timeline's time before the fire: 23:00 on
  /// 4 March for `pills:evening:repeating@230000` firing at 07:00 on 5 March.
  func seriesOccurrence(year: Int, month: Int, day: Int, firedAt fired: TimeOfDay) -> RequestIdentifier {
    var labels = DateComponents(year: year, month: month, day: day)
    var time = fired
    if let timeline = seriesTimelineTime {
      time = timeline
      if !(timeline < fired), let before = Self.day(year, month, day, adding: -1) {
        labels = before
      }
    }
    return oneShot(on: labels, at: time)
  }

  /// Whether a repeating request of this occurrence's series would deliver it (again) here: its
  /// wall-clock time, or the time pacing moves it to out of `quiet`, is still to come.
  ///
  /// 22:03 on 27 October moved to 07:00 and delivered at 07:00 in Berlin is past in New York at
  /// 03:00, but the moved series' request fires there at 07:00 for it again.
  func comesRoundAgain(in context: DateBuilder.Context, movedOutOf quiet: QuietHours?) -> Bool {
    if comesRoundAgain(in: context) { return true }
    guard let quiet, !isManaged, case .wallClock(let labels, _)? = try? occurrenceKey, labels.era == nil,
      !labels.isLeapMonth
    else { return false }
    let time = TimeOfDay(hour: labels.hour, minute: labels.minute, second: labels.second)
    guard quiet.contains(time) else { return false }
    var day = DateComponents(year: labels.year, month: labels.month, day: labels.day)
    if !(time < quiet.end), let next = Self.day(labels.year, labels.month, labels.day, adding: 1) {
      day = next
    }
    return oneShot(on: day, at: quiet.end).comesRoundAgain(in: context)
  }

  private func oneShot(on labels: DateComponents, at time: TimeOfDay) -> RequestIdentifier {
    var labels = labels
    labels.hour = time.hour
    labels.minute = time.minute
    labels.second = time.second
    return RequestIdentifier(
      group: group, entry: entry,
      occurrence: RequestIdentifierGrammar.wallClockKey(DateBuilder.WallClockLabels(labels)))
  }

  private static func day(_ year: Int, _ month: Int, _ day: Int, adding days: Int) -> DateComponents? {
    guard let gmt = TimeZone(secondsFromGMT: 0) else { return nil }
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = gmt
    guard let noon = utc.date(from: DateComponents(year: year, month: month, day: day, hour: 12)),
      let shifted = utc.date(byAdding: .day, value: days, to: noon)
    else { return nil }
    return utc.dateComponents([.year, .month, .day], from: shifted)
  }
}
