extension DateBuilder.Month {
  /// The `ordinal` `weekday` of the month in the current context, or `nil` if the month has
  /// none (most have no fifth Friday): the original DateBuilder's optional form.
  ///
  /// Chaining selects the symbolic form, which is evaluated later; this one looks now, in
  /// the current context, and is what `if let`, `?.` and an unannotated `let` select.
  ///
  /// ```swift
  /// if let fifthFriday = ThisMonth().weekday(.fifth, .friday) {
  ///   schedule(fifthFriday.at(hour: 18, minute: 0).date())
  /// }
  /// ThisMonth().weekday(.fifth, .friday)?.at(hour: 18, minute: 0).date()
  /// ```
  public func weekday(_ ordinal: DateBuilder.Ordinal, _ weekday: DateBuilder.Weekday) -> DateBuilder.Day? {
    let day: DateBuilder.Day = self.weekday(ordinal, weekday)
    return day.dateComponentsIfExists() == nil ? nil : day
  }
}
