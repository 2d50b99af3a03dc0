import DateBuilder

/// What one run reads of the device, for ``DeliveryRecord``.
struct DeliveryObservation: Sendable {
  var run: DeliveryRecord.Run
  /// Read before the run wrote.
  var pending: Set<String>
  /// With the occurrences their deliveries stand for.
  var delivered: Set<String>
  /// "Done" marks read, and snoozes pending, as the occurrences they stand for.
  var handled: Set<String>

  static func snoozedOccurrences(in identifiers: some Sequence<String>) -> Set<String> {
    Set(
      identifiers.compactMap { RequestIdentifier($0) }.filter(\.isSnooze)
        .map(\.occurrenceIdentifier.description))
  }

  static func deliveredOccurrences(
    _ delivered: [DeliveredNotification], in context: DateBuilder.Context, seen: TimeZoneSightings
  ) -> Set<String> {
    var identifiers: Set<String> = []
    for notification in delivered {
      let identifier = notification.request.identifier
      identifiers.insert(identifier)
      guard let parsed = RequestIdentifier(identifier) else { continue }
      identifiers.insert(parsed.deliveredOccurrence(of: notification, in: context, seen: seen).description)
    }
    return identifiers
  }
}
