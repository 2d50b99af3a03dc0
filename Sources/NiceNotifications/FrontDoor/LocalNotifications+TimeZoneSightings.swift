import DateBuilder
import Foundation

extension LocalNotifications {
  /// The time zones seen at the package's runs, with this run — the device's zone in
  /// `context` at its now — recorded: read from the handled store at the instance's first
  /// run, saved there (with any another instance saved meanwhile) when they say more than
  /// what it holds.
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
    if seen.isNewer(than: saved) {
      // Another instance over the same store (an app extension's) may have saved runs of its
      // own since: they are kept with these.
      if let stored = try? await handledStore.timeZoneSightings(), stored != saved {
        seen = TimeZoneSightings(stays: stored.stays + seen.stays)
      }
      if (try? await handledStore.saveTimeZoneSightings(seen)) != nil { saved = seen }
    }
    sightings.withLock { $0 = (seen, saved) }
    return seen
  }
}
