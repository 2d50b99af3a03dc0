/// Tells a fixed time of day from one drawn for each day: a random draw or a read of the context
/// while the autoclosure is read once marks it per-day.
enum TimeOfDayProbe {
  final class Reading: Sendable {
    let perDay = Locked(false)
  }

  /// Task-local, so concurrent reads never see each other's reading.
  @TaskLocal static var reading: Reading?

  static func notePerDay() {
    guard let reading else { return }
    reading.perDay.withLock { $0 = true }
  }

  /// `nil` if `timeOfDay` must be computed for each day.
  static func fixedTime(_ timeOfDay: () -> TimeOfDay) -> TimeOfDay? {
    let reading = Reading()
    let time = $reading.withValue(reading) { timeOfDay() }
    return reading.perDay.withLock { $0 } ? nil : time
  }
}
