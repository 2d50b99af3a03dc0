extension DateBuilder.Month {
  /// The `ordinal` `weekday` of the month, looked up now, or `nil` if it has none: the original's form:
  /// `ThisMonth().weekday(.fifth, .friday)?.at(hour: 18, minute: 0).date()`.
  public func weekday(_ ordinal: DateBuilder.Ordinal, _ weekday: DateBuilder.Weekday) -> DateBuilder.Day? {
    let day: DateBuilder.Day = self.weekday(ordinal, weekday)
    return day.dateComponentsIfExists() == nil ? nil : day
  }
}
