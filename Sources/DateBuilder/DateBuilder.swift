public import Foundation

/// The namespace of the date DSL, and the functions that set the context it is evaluated in.
///
/// Every DateBuilder expression is symbolic until it is evaluated: `Tomorrow()` means
/// "the day after the day it is when this is evaluated", not a fixed date. Evaluation reads
/// a ``Context`` — now, calendar, time zone and locale — which defaults to the system's and
/// which a caller can replace for the duration of a closure:
///
/// ```swift
/// let berlin = TimeZone(identifier: "Europe/Berlin")!
/// let nineAM = DateBuilder.withTimeZone(berlin) {
///   Tomorrow().at(hour: 9, minute: 0).date()
/// }
/// ```
///
/// The overrides are task-local: they apply to the closure and to the child tasks it
/// creates, never to other tasks, so concurrent code cannot see each other's settings.
public enum DateBuilder {
  /// The calendar expressions are evaluated with in the current context; set it once, at
  /// launch, to change the default for the whole process.
  ///
  /// ```swift
  /// var mondayFirst = Calendar(identifier: .gregorian)
  /// mondayFirst.firstWeekday = 2
  /// DateBuilder.calendar = mondayFirst            // at launch, for the whole app
  /// DateBuilder.calendar = .autoupdatingCurrent   // back to the system's calendar
  /// ```
  ///
  /// Setting it is safe from any thread. `withCalendar(_:_:)` and the other `with…` calls
  /// still override it for their closure; setting it to the system's current calendar
  /// makes DateBuilder follow the system again, as the original DateBuilder did.
  public static var calendar: Calendar {
    get { Context.current.calendar }
    set {
      DefaultCalendar.value = newValue == .autoupdatingCurrent || newValue == .current ? nil : newValue
    }
  }

  /// Evaluates `body` with `calendar` — including its time zone, locale and first weekday.
  ///
  /// ```swift
  /// var mondayFirst = Calendar(identifier: .gregorian)
  /// mondayFirst.firstWeekday = 2
  /// let monday = DateBuilder.withCalendar(mondayFirst) { ThisWeek().firstDay.dateComponents() }
  /// ```
  ///
  /// - Parameters:
  ///   - calendar: The calendar to evaluate with.
  ///   - body: The work to do with it.
  /// - Returns: What `body` returns.
  public static func withCalendar<T, E: Error>(
    _ calendar: Calendar, _ body: () throws(E) -> T
  ) throws(E) -> T {
    try with(Context.Overrides.current.replacing(calendar: calendar), body)
  }

  /// Evaluates the async `body` with `calendar`.
  ///
  /// ```swift
  /// let timeline = await DateBuilder.withCalendar(calendar) { await group.timeline() }
  /// ```
  public static func withCalendar<T, E: Error>(
    _ calendar: Calendar, isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws(E) -> T
  ) async throws(E) -> T {
    try await with(Context.Overrides.current.replacing(calendar: calendar), isolation: isolation, body)
  }

  /// Evaluates `body` with the current calendar moved to `timeZone`.
  ///
  /// ```swift
  /// let cancun = TimeZone(identifier: "America/Cancun")!
  /// let date = DateBuilder.withTimeZone(cancun) { Tomorrow().at(hour: 9, minute: 15).date() }
  /// ```
  public static func withTimeZone<T, E: Error>(
    _ timeZone: TimeZone, _ body: () throws(E) -> T
  ) throws(E) -> T {
    var calendar = Context.current.calendar
    calendar.timeZone = timeZone
    return try withCalendar(calendar, body)
  }

  /// Evaluates the async `body` with the current calendar moved to `timeZone`.
  ///
  /// ```swift
  /// let plan = await DateBuilder.withTimeZone(tokyo) { await planner.plan() }
  /// ```
  public static func withTimeZone<T, E: Error>(
    _ timeZone: TimeZone, isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws(E) -> T
  ) async throws(E) -> T {
    var calendar = Context.current.calendar
    calendar.timeZone = timeZone
    return try await withCalendar(calendar, isolation: isolation, body)
  }

  /// Evaluates `body` with the current calendar given `locale`, which decides the first
  /// day of the week and which days are the weekend.
  ///
  /// ```swift
  /// let nextFriday = DateBuilder.withLocale(Locale(identifier: "he_IL")) {
  ///   NextWeek().weekendStartDay.at(hour: 7, minute: 0).date()
  /// }
  /// ```
  public static func withLocale<T, E: Error>(
    _ locale: Locale, _ body: () throws(E) -> T
  ) throws(E) -> T {
    try withCalendar(Context.current.calendar.withLocale(locale), body)
  }

  /// Evaluates the async `body` with the current calendar given `locale`.
  ///
  /// ```swift
  /// await DateBuilder.withLocale(Locale(identifier: "de_DE")) { await reschedule() }
  /// ```
  public static func withLocale<T, E: Error>(
    _ locale: Locale, isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws(E) -> T
  ) async throws(E) -> T {
    try await withCalendar(Context.current.calendar.withLocale(locale), isolation: isolation, body)
  }

  /// Evaluates `body` as if it were `now`: `Today()`, `ThisWeek()` and the other relative
  /// expressions count from it.
  ///
  /// ```swift
  /// let fixed = Date(timeIntervalSince1970: 1_700_000_000)
  /// let tomorrow = DateBuilder.withNow(fixed) { Tomorrow().dateComponents() }
  /// ```
  public static func withNow<T, E: Error>(_ now: Date, _ body: () throws(E) -> T) throws(E) -> T {
    try with(Context.Overrides.current.replacing(now: now), body)
  }

  /// Evaluates the async `body` as if it were `now`.
  ///
  /// ```swift
  /// let plan = await DateBuilder.withNow(clock.now) { await makePlan() }
  /// ```
  public static func withNow<T, E: Error>(
    _ now: Date, isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws(E) -> T
  ) async throws(E) -> T {
    try await with(Context.Overrides.current.replacing(now: now), isolation: isolation, body)
  }

  /// Evaluates `body` in `context`: its now, calendar, time zone and locale.
  ///
  /// ```swift
  /// let context = DateBuilder.Context(now: fixedNow, calendar: calendar)
  /// let dates = DateBuilder.withContext(context) { EveryDay(forDays: 3, starting: .today).at(hour: 9, minute: 0).dates() }
  /// ```
  public static func withContext<T, E: Error>(
    _ context: Context, _ body: () throws(E) -> T
  ) throws(E) -> T {
    try with(Context.Overrides(now: context.now, calendar: context.calendar), body)
  }

  /// Evaluates the async `body` in `context`.
  ///
  /// ```swift
  /// let report = await DateBuilder.withContext(context) { await reschedule() }
  /// ```
  public static func withContext<T, E: Error>(
    _ context: Context, isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws(E) -> T
  ) async throws(E) -> T {
    try await with(
      Context.Overrides(now: context.now, calendar: context.calendar), isolation: isolation, body)
  }

  private static func with<T, E: Error>(
    _ overrides: Context.Overrides, _ body: () throws(E) -> T
  ) throws(E) -> T {
    let result = Context.Overrides.$current.withValue(overrides) {
      Result { () throws(E) -> T in try body() }
    }
    return try result.get()
  }

  private static func with<T, E: Error>(
    _ overrides: Context.Overrides, isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws(E) -> T
  ) async throws(E) -> T {
    // The closure captures `isolation`, so that it runs on the caller's actor rather than a
    // switch of threads away.
    let result = await Context.Overrides.$current.withValue(overrides) { () async -> Result<T, E> in
      _ = isolation
      do throws(E) {
        return .success(try await body())
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }
}

extension Calendar {
  fileprivate func withLocale(_ locale: Locale) -> Calendar {
    var copy = self
    copy.locale = locale
    return copy
  }
}
