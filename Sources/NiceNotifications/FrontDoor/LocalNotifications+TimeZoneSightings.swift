extension LocalNotifications {
  /// The time zones seen at the package's runs, this one recorded: read from the handled store at the first
  /// run and saved when they say more; a store that fails leaves the instance with its own runs.
  func seenZones(recording context: DateBuilder.Context) async -> TimeZoneSightings {
    let known = sightings.withLock { $0 }
    var (seen, saved) = known ?? (TimeZoneSightings(), TimeZoneSightings())
    if known == nil, let stored = try? await handledStore.timeZoneSightings() {
      (seen, saved) = (stored, stored)
    }
    seen = seen.recording(context.timeZone, at: context.now)
    if seen.isNewer(than: saved) {
      // Another instance over the store (an app extension) may have saved runs since: they are kept.
      if let stored = try? await handledStore.timeZoneSightings(), stored != saved {
        seen = TimeZoneSightings(stays: stored.stays + seen.stays)
      }
      if (try? await handledStore.saveTimeZoneSightings(seen)) != nil { saved = seen }
    }
    sightings.withLock { $0 = (seen, saved) }
    return seen
  }

  /// The time zones seen at the runs so far, as the instance holds them, without recording this one.
  var knownZones: TimeZoneSightings {
    sightings.withLock { $0 }?.0 ?? TimeZoneSightings()
  }
}
