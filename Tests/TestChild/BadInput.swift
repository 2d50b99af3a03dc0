import Foundation
import NiceNotifications

/// Inputs that trapped the first version, each run through the public API; the result is
/// what the API answered, as text.
enum BadInput: String, CaseIterable {
  /// An instant far past what 64-bit seconds hold, as a timeline entry.
  case farFutureInstant
  /// A `userInfo` nested 20,000 levels deep, validated as content.
  case deepUserInfo
  /// A remote payload nested 100,000 levels deep.
  case deepRemotePayload
  /// A daily series of `Int.max` days, asked for all its dates.
  case endlessSeries
  /// Spreading-out days (`.optimized`) whose offsets pass `Int.max`: eight billion of them,
  /// and an endless series' first `Int.max`.
  case optimizedPastIntMax

  func run() async -> String {
    switch self {
    case .farFutureInstant:
      let timeline = NotificationsTimeline {
        ExactlyAt(Date(timeIntervalSince1970: 1e300)).schedule(title: "Far")
      }
      do {
        var occurrences = try timeline.occurrences(forGroup: "g", in: .current)
        _ = occurrences.next()
        return "failures: \(occurrences.failures.map(\.error))"
      } catch {
        return "error: \(error)"
      }
    case .deepUserInfo:
      var value = PropertyListValue.string("leaf")
      for _ in 0..<20_000 { value = .array([value]) }
      var content = NotificationContent(title: "Deep")
      content.userInfo = ["deep": value]
      do {
        try content.validate()
        return "accepted"
      } catch {
        return "error: \(error)"
      }
    case .deepRemotePayload:
      let depth = 100_000
      let json =
        #"{"aps":{"alert":"Hi"},"deep":"# + String(repeating: "[", count: depth) + "1"
        + String(repeating: "]", count: depth) + "}"
      do {
        _ = try RemoteNotification(payload: Data(json.utf8), maximumSize: 1_000_000)
        return "accepted"
      } catch {
        return "error: \(error)"
      }
    case .endlessSeries:
      let started = Date()
      let series = [
        EveryDay(forDays: .max, starting: .today).at(hour: 9, minute: 0),
        EveryWeek(forWeeks: .max, starting: .thisWeek).weekday(.monday).at(hour: 9, minute: 0),
        EveryMonth(forMonths: .max, starting: .thisMonth).first(.friday).at(hour: 9, minute: 0),
        EveryMonth(forMonths: .max, starting: .thisMonth).lastDay.at(hour: 9, minute: 0),
        EveryYear(forYears: .max, starting: .thisYear).lastMonth.firstDay.at(hour: 9, minute: 0),
        EveryMonth(forMonths: .max, starting: .thisMonth).allDays.at(hour: 9, minute: 0),
      ]
      let results = series.map { series in
        do {
          return "dates: \(try series.dates(in: .current).count)"
        } catch {
          return "error: \(error)"
        }
      }
      return results.joined(separator: "; ") + " in \(Int(Date().timeIntervalSince(started))) s"
    case .optimizedPastIntMax:
      let series = [
        EveryDay(forDays: 8_100_000_000, starting: .today, distribution: .optimized).at(hour: 9, minute: 0),
        EveryDay(starting: .today, distribution: .optimized).at(hour: 9, minute: 0).prefix(.max),
      ]
      return series.map { series in
        do {
          return "dates: \(try series.dates(in: .current).count)"
        } catch {
          return "error: \(error)"
        }
      }
      .joined(separator: "; ")
    }
  }
}
