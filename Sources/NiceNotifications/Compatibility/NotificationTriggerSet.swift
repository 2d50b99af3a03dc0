import DateBuilder
import Foundation

extension LocalNotifications {
  /// The original's triggers for one line of a timeline, made when the line is written; it schedules like any
  /// line: `let entry = DateBuilder.ResolvedDate.keyPathForTriggerSet(nine).schedule(title: "Hi")`.
  public struct NotificationTriggerSet: NotificationsScheduling, Hashable {
    /// The triggers.
    public var triggers: [Trigger]

    /// A set of `triggers`: `let set = LocalNotifications.NotificationTriggerSet(triggers: [])`.
    public init(triggers: [Trigger]) {
      self.triggers = triggers
    }

    /// The set itself.
    public static var keyPathForTriggerSet: (Self) -> NotificationTriggerSet { { $0 } }

    /// No triggers: a line that schedules nothing.
    public static var empty: NotificationTriggerSet { NotificationTriggerSet(triggers: []) }

    /// One trigger: `let set = LocalNotifications.NotificationTriggerSet.single(trigger: trigger)`.
    public static func single(trigger: Trigger) -> NotificationTriggerSet {
      NotificationTriggerSet(triggers: [trigger])
    }

    /// One trigger as it is; several as their fire dates (on the wall clock for calendar triggers).
    ///
    /// Among several, a one-shot trigger gives its fire date and a repeating one its next 64, one request
    /// each. A trigger the platform would refuse is refused as it is on its own, a location trigger (it
    /// fires at no date) is refused, and one that never fires again is left out, as a past date is.
    public var occurrenceSource: ScheduleSource {
      if triggers.count == 1 { return triggers[0].rawTrigger.occurrenceSource }
      let context = DateBuilder.Context.current
      var dates: [DateBuilder.ResolvedDate] = []
      for trigger in triggers {
        do throws(NotificationTriggerError) {
          try trigger.rawTrigger.validate()
        } catch {
          return ScheduleSource(kind: .invalidTrigger(error))
        }
        switch trigger.rawTrigger {
        case .calendar(let components, repeats: false):
          dates.append(.components(components))
        case .instant(let date):
          dates.append(.exact(date))
        case .location:
          return ScheduleSource(
            kind: .invalidTrigger(
              .invalidRegion("a location trigger fires at no date, so it cannot be one of several triggers")))
        case .calendar:
          // Repeating, read in one context: each date is the same wall-clock time, which follows the
          // device's zone, as the trigger does.
          var next = trigger.rawTrigger.nextFireDate(after: context.now, in: context)
          for _ in 0..<Self.repeatedFireDates {
            guard let date = next else { break }
            dates.append(.components(Self.wallClock(of: date, in: context)))
            next = trigger.rawTrigger.nextFireDate(after: date, in: context)
          }
        case .timeInterval(let seconds, let repeats):
          // `Trigger(evaluating:)` gives a trigger that never fires again the distant future.
          guard trigger.nextTriggerDate != .distantFuture else { continue }
          for step in 0..<(repeats ? Self.repeatedFireDates : 1) {
            dates.append(.exact(trigger.nextTriggerDate.addingTimeInterval(Double(step) * seconds)))
          }
        }
      }
      return dates.occurrenceSource
    }

    /// How many fire dates a repeating trigger among several gives: as many as can be pending.
    ///
    /// A set made in a group's `timeline()` is made again at each reschedule, so its dates move on.
    static let repeatedFireDates = 64

    /// The triggers of `schedulable` now: its trigger, or up to ``maximumTriggers`` future one-shot wall-clock dates.
    init(evaluating schedulable: some Schedulable) {
      let context = DateBuilder.Context.current
      switch schedulable.occurrenceSource.kind {
      case .trigger(let trigger):
        triggers = trigger.map { [Trigger(evaluating: $0, in: context)] } ?? []
      case .invalidTrigger:
        triggers = []
      case .dates(var walk):
        let walkContext = context.forWalks()
        var found: [Trigger] = []
        while found.count < Self.maximumTriggers, let occurrence = try? walk.next(in: walkContext) {
          guard occurrence.date > context.now else { continue }
          found.append(
            Trigger(
              rawTrigger: .calendar(Self.wallClock(of: occurrence.date, in: context), repeats: false),
              identifier: .makeRandom(),
              nextTriggerDate: occurrence.date))
        }
        triggers = found
      }
    }

    /// The most triggers made from one line: a series without end stops here.
    public static let maximumTriggers = 1_000

    /// The whole wall-clock date `date` shows in `context`, to the second.
    private static func wallClock(of date: Date, in context: DateBuilder.Context) -> DateComponents {
      context.calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: date)
    }
  }
}

extension LocalNotifications.Trigger {
  init(evaluating trigger: NotificationTrigger, in context: DateBuilder.Context) {
    self.init(
      rawTrigger: trigger, identifier: .makeRandom(),
      nextTriggerDate: trigger.nextFireDate(after: context.now, in: context) ?? .distantFuture)
  }
}
