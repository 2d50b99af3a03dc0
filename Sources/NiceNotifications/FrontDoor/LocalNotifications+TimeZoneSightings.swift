import DateBuilder
import Foundation

extension LocalNotifications {
  /// The time zones seen at the package's runs, with this run — the device's zone in
  /// `context` at its now — recorded: read from the handled store at the instance's first
  /// run, saved there when they say more than what it holds.
  ///
  /// Housekeeping: a store that cannot read or save them leaves the instance with the runs
  /// it saw itself, and fails nothing.
  func seenZones(recording context: DateBuilder.Context) async -> TimeZoneSightings {
    let known = sightings.withLock { $0 }
    var (seen, saved) = known ?? (TimeZoneSightings(), TimeZoneSightings())
    if known == nil, let stored = try? await handledStore.timeZoneSightings() {
      (seen, saved) = (stored, stored)
    }
    seen = seen.recording(context.timeZone, at: context.now)
    if seen.isNewer(than: saved), (try? await handledStore.saveTimeZoneSightings(seen)) != nil {
      saved = seen
    }
    sightings.withLock { $0 = (seen, saved) }
    return seen
  }
}
