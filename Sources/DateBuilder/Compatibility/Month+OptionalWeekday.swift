extension DateBuilder.Month {
  /// The `ordinal` `weekday` of the month now, or `nil`: `ThisMonth().weekday(.fifth, .friday)?.at(nine)`.
  public func weekday(_ ordinal: DateBuilder.Ordinal, _ weekday: DateBuilder.Weekday) -> DateBuilder.Day? {
    let day: DateBuilder.Day = self.weekday(ordinal, weekday)
    return day.dateComponentsIfExists() == nil ? nil : day
  }
}
