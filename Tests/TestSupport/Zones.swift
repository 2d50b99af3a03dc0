public import Foundation

/// The time zones date tests run in: UTC, zones with ordinary DST on either side of the
/// world, a 30-minute DST shift, a zone whose clocks skip midnight, a zone that skipped a
/// whole day, and a zone with a half-hour offset and no DST.
public enum Zones {
  /// Every zone, by identifier.
  public static let all = [
    "UTC", "America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "America/Santiago",
    "Pacific/Apia", "Asia/Kolkata", "America/Havana",
  ]

  /// The zone with `identifier`; stops the test run if the machine lacks it.
  public static func named(_ identifier: String) -> TimeZone {
    guard let zone = TimeZone(identifier: identifier) else {
      preconditionFailure("the test machine lacks time zone \(identifier)")
    }
    return zone
  }
}
