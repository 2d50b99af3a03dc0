public import NiceNotifications
public import Foundation

extension SimulatedNotificationCenter {
  /// A simulator whose clock starts at a wall-clock time in `timeZone`, with a Gregorian calendar there:
  /// `let phone = try SimulatedNotificationCenter(startingAt: 2026, 3, 29, hour: 1, minute: 30, in: berlin)`.
  ///
  /// A day or time that does not exist (30 February, hour 24) throws `DateBuilderError`; a time the zone
  /// skips starts the clock at the first instant after the gap.
  public init(
    startingAt year: Int, _ month: Int, _ day: Int, hour: Int, minute: Int = 0, in timeZone: TimeZone,
    authorization: AuthorizationStatus = .notDetermined, promptAnswer: PromptAnswer = .allow,
    appState: AppState = .background
  ) throws(DateBuilderError) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    calendar.locale = Locale(identifier: "en_US_POSIX")
    let start = try ExactDay(year: year, month: month, day: day).at(hour: hour, minute: minute)
      .date(in: DateBuilder.Context(now: Date(timeIntervalSince1970: 0), calendar: calendar))
    self.init(
      now: start, timeZone: timeZone, calendar: calendar, authorization: authorization,
      promptAnswer: promptAnswer, appState: appState)
  }
}
