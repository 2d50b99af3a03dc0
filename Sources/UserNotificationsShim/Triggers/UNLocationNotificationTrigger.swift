#if !canImport(UserNotifications)
  /// Fires when the device enters or leaves a region; the shim watches no location.
  public final class UNLocationNotificationTrigger: UNNotificationTrigger {
    private let storedRegion: CLRegion

    /// A copy of the region the trigger watches.
    public var region: CLRegion { copyOf(storedRegion) }

    /// Creates a trigger for entering or leaving a copy of `region`, as its flags say.
    public init(region: CLRegion, repeats: Bool) {
      self.storedRegion = copyOf(region)
      super.init(repeats: repeats)
    }

    /// Whether `object` is a location trigger with an equal region and the same `repeats`.
    public override func isEqual(_ object: Any?) -> Bool {
      guard super.isEqual(object), let other = object as? UNLocationNotificationTrigger else { return false }
      return storedRegion.isEqual(other.storedRegion)
    }

    /// A hash of the class, `repeats` and the region.
    public override var hash: Int {
      var hasher = Hasher()
      hasher.combine(super.hash)
      hasher.combine(storedRegion.hash)
      return hasher.finalize()
    }
  }

  private func copyOf(_ region: CLRegion) -> CLRegion {
    region.copy(with: nil) as? CLRegion ?? region
  }
#endif
