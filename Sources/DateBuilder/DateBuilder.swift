public import Foundation

/// The namespace of the date DSL, and the functions that set the context it is evaluated in:
/// `let nineAM = DateBuilder.withTimeZone(berlin) { Tomorrow().at(hour: 9, minute: 0).date() }`.
public enum DateBuilder {
  /// The calendar of the current context; set it at launch for a new default: `DateBuilder.calendar = uk`.
  public static var calendar: Calendar {
    get { Context.current.calendar }
    set {
      DefaultCalendar.value = newValue == .autoupdatingCurrent || newValue == .current ? nil : newValue
    }
  }

  /// Evaluates `body` with `calendar`, zone, locale and first weekday: `DateBuilder.withCalendar(c) { … }`.
  public static func withCalendar<T, E: Error>(
    _ calendar: Calendar, _ body: () throws(E) -> T
  ) throws(E) -> T {
    try with(Context.Overrides.current.replacing(calendar: calendar), body)
  }

  /// Evaluates the async `body` with `calendar`: `await DateBuilder.withCalendar(uk) { await plan() }`.
  public static func withCalendar<T, E: Error>(
    _ calendar: Calendar, isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws(E) -> T
  ) async throws(E) -> T {
    try await with(Context.Overrides.current.replacing(calendar: calendar), isolation: isolation, body)
  }

  /// Evaluates `body` with the calendar moved to `timeZone`: `DateBuilder.withTimeZone(cancun) { … }`.
  public static func withTimeZone<T, E: Error>(
    _ timeZone: TimeZone, _ body: () throws(E) -> T
  ) throws(E) -> T {
    try withCalendar(Context.current.calendar.with(\.timeZone, timeZone), body)
  }

  /// Evaluates the async `body` in `timeZone`: `await DateBuilder.withTimeZone(tokyo) { … }`.
  public static func withTimeZone<T, E: Error>(
    _ timeZone: TimeZone, isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws(E) -> T
  ) async throws(E) -> T {
    try await withCalendar(Context.current.calendar.with(\.timeZone, timeZone), isolation: isolation, body)
  }

  /// Evaluates `body` with the calendar given `locale`, for the weekend: `DateBuilder.withLocale(l) { … }`.
  public static func withLocale<T, E: Error>(
    _ locale: Locale, _ body: () throws(E) -> T
  ) throws(E) -> T {
    try withCalendar(Context.current.calendar.with(\.locale, locale), body)
  }

  /// Evaluates the async `body` with the calendar given `locale`: `await DateBuilder.withLocale(de) { … }`.
  public static func withLocale<T, E: Error>(
    _ locale: Locale, isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws(E) -> T
  ) async throws(E) -> T {
    try await withCalendar(Context.current.calendar.with(\.locale, locale), isolation: isolation, body)
  }

  /// Evaluates `body` as if it were `now`, which `Today()` counts from: `DateBuilder.withNow(fixed) { … }`.
  public static func withNow<T, E: Error>(_ now: Date, _ body: () throws(E) -> T) throws(E) -> T {
    try with(Context.Overrides.current.replacing(now: now), body)
  }

  /// Evaluates the async `body` as if it were `now`: `await DateBuilder.withNow(now) { await makePlan() }`.
  public static func withNow<T, E: Error>(
    _ now: Date, isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws(E) -> T
  ) async throws(E) -> T {
    try await with(Context.Overrides.current.replacing(now: now), isolation: isolation, body)
  }

  /// Evaluates `body` in `context`: its now, calendar, zone and locale: `DateBuilder.withContext(c) { … }`.
  public static func withContext<T, E: Error>(
    _ context: Context, _ body: () throws(E) -> T
  ) throws(E) -> T {
    try with(Context.Overrides(now: context.now, calendar: context.calendar), body)
  }

  /// Evaluates the async `body` in `context`: `await DateBuilder.withContext(context) { await plan() }`.
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
    // Capturing `isolation` keeps the closure on the caller's actor.
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
  fileprivate func with<Value>(_ property: WritableKeyPath<Calendar, Value>, _ value: Value) -> Calendar {
    var copy = self
    copy[keyPath: property] = value
    return copy
  }
}
